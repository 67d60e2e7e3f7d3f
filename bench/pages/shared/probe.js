// Timing probe, identical for every contender, loaded before the page's module. It watches the
// whole DOM, shadow roots included (attachShadow is wrapped so Lit-based modals are seen too), and
// sets performance marks relative to navigation start:
//   bench:button  the connect button (text from <html data-button>) is in the DOM
//   bench:click   the click on it (capture listener on window)
//   bench:wallet  the first animation frame after the click in which the test wallet's name is
//                 rendered, in the viewport and visible: every ancestor (across shadow roots)
//                 displayed and visible, their opacities multiplying to 1, so an opening animation
//                 that starts at opacity 0 counts until it has ended
;(function () {
  var buttonText = document.documentElement.getAttribute('data-button') || ''
  var walletName = 'Bench Wallet'
  var state = { button: false, clicked: false, wallet: false }
  // Text nodes holding the wallet's name, added or changed after the click; checked every frame.
  var candidates = []
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
        if (state.clicked && !state.wallet && textOf(node).indexOf(walletName) >= 0) collect(node)
      }
    }
  }
  function collect(node) {
    if (node.nodeType === 3) return void candidates.push(node)
    var walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
    for (var text = walker.nextNode(); text; text = walker.nextNode()) if ((text.nodeValue || '').indexOf(walletName) >= 0) candidates.push(text)
  }
  function parentOf(element) {
    if (element.parentElement) return element.parentElement
    var root = element.getRootNode()
    return root && root.host ? root.host : null
  }
  function visible(text) {
    if (!text.isConnected || !text.parentElement) return false
    var range = document.createRange()
    range.selectNodeContents(text)
    var box = range.getBoundingClientRect()
    if (box.width <= 0 || box.height <= 0) return false
    if (box.bottom <= 0 || box.right <= 0 || box.top >= innerHeight || box.left >= innerWidth) return false
    var opacity = 1
    for (var element = text.parentElement; element; element = parentOf(element)) {
      var style = getComputedStyle(element)
      if (style.display === 'none' || style.visibility !== 'visible' || style.contentVisibility === 'hidden') return false
      opacity *= Number(style.opacity)
    }
    return opacity >= 0.999
  }
  function frame() {
    if (state.wallet) return
    for (var i = 0; i < candidates.length; i++) {
      if (visible(candidates[i])) {
        state.wallet = true
        performance.mark('bench:wallet')
        return
      }
    }
    requestAnimationFrame(frame)
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
      // A name already in the page (a modal kept mounted and hidden) counts once it becomes visible.
      collect(document.body)
      requestAnimationFrame(frame)
    },
    true,
  )
})()
