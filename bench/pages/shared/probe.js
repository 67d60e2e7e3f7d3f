// Timing probe, identical for every contender, loaded before the page's module. It watches the
// whole DOM, shadow roots included (attachShadow is wrapped so Lit-based modals are seen too), and
// sets performance marks relative to navigation start:
//   bench:button  the connect button (text from <html data-button>) is in the DOM
//   bench:click   the click on it (capture listener on window)
//   bench:wallet  after the click, the test wallet's name is in the DOM ("visible in the modal")
;(function () {
  var buttonText = document.documentElement.getAttribute('data-button') || ''
  var walletName = 'Bench Wallet'
  var state = { button: false, clicked: false, wallet: false }
  window.__benchProbe = state

  function textOf(node) {
    if (node.nodeType === 3) return node.nodeValue || ''
    if (node.nodeType === 1 || node.nodeType === 11) return node.textContent || ''
    return ''
  }
  function hasButton(node) {
    if (node.nodeType !== 1 && node.nodeType !== 11) return false
    if (node.nodeType === 1 && node.tagName === 'BUTTON' && textOf(node).indexOf(buttonText) >= 0) return true
    var buttons = node.querySelectorAll ? node.querySelectorAll('button') : []
    for (var i = 0; i < buttons.length; i++) if (textOf(buttons[i]).indexOf(buttonText) >= 0) return true
    return false
  }
  function check(records) {
    for (var r = 0; r < records.length; r++) {
      var record = records[r]
      var nodes = record.type === 'characterData' ? [record.target] : record.addedNodes
      for (var n = 0; n < nodes.length; n++) {
        var node = nodes[n]
        if (!state.button && hasButton(node)) {
          state.button = true
          performance.mark('bench:button')
        }
        if (state.clicked && !state.wallet && textOf(node).indexOf(walletName) >= 0) {
          state.wallet = true
          performance.mark('bench:wallet')
        }
      }
    }
  }
  var observer = new MutationObserver(check)
  var options = { childList: true, subtree: true, characterData: true }
  observer.observe(document, options)
  var attachShadow = Element.prototype.attachShadow
  Element.prototype.attachShadow = function (init) {
    var root = attachShadow.call(this, init)
    observer.observe(root, options)
    return root
  }
  window.addEventListener(
    'click',
    function () {
      if (state.clicked) return
      state.clicked = true
      performance.mark('bench:click')
    },
    true,
  )
})()
