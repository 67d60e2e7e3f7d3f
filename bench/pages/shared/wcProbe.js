// Probe of the WalletConnect scenario (the airlock-walletconnect page), added as an init script so
// it runs before the page's own code, as plain JS so no bundler helper leaks into the page. Times are
// wall-clock milliseconds with sub-millisecond precision (performance.timeOrigin + performance.now()),
// so they compare with the Node process's own after a clock calibration (bench/src/clocks.ts).
//   click        the latest click (capture listener on window)
//   qr           the pairing QR code is in the modal (after arm())
//   socketOpen   the page's first socket (the SDK's, to the relay) is open
//   proposalSent the SDK sends its session proposal (wc_proposeSession) on it
//   responseFrame the relay frame carrying the wallet's answer to the proposal (tag 1101) reached the page
//   settleFrame  the relay frame carrying the session settlement (tag 1102) reached the page's socket
//   kernelAccount the kernel's state holds the account (after watchKernel())
//   account      [data-testid=account] holds an address
//   floor        the bare relay message of floor() was written into the page
;(function () {
  var now = function () {
    return performance.timeOrigin + performance.now()
  }
  var probe = { click: NaN, qr: NaN, socketOpen: NaN, proposalSent: NaN, responseFrame: NaN, settleFrame: NaN, kernelAccount: NaN, account: NaN, accountText: '', floor: NaN }
  window.__wcProbe = probe

  window.addEventListener('click', function () {
    probe.click = now()
  }, true)

  // Every socket the page opens gets a first message listener, before the SDK's own.
  var NativeWebSocket = window.WebSocket
  function StampedWebSocket(url, protocols) {
    var socket = protocols === undefined ? new NativeWebSocket(url) : new NativeWebSocket(url, protocols)
    socket.addEventListener('open', function () {
      if (Number.isNaN(probe.socketOpen)) probe.socketOpen = now()
    })
    socket.send = function (data) {
      if (Number.isNaN(probe.proposalSent) && typeof data === 'string' && data.indexOf('"wc_proposeSession"') >= 0) probe.proposalSent = now()
      return NativeWebSocket.prototype.send.call(socket, data)
    }
    socket.addEventListener('message', function (event) {
      if (typeof event.data !== 'string') return
      if (Number.isNaN(probe.responseFrame) && /"tag":1101[,}]/.test(event.data)) probe.responseFrame = now()
      if (Number.isNaN(probe.settleFrame) && /"tag":1102[,}]/.test(event.data)) probe.settleFrame = now()
    })
    return socket
  }
  StampedWebSocket.prototype = NativeWebSocket.prototype
  ;['CONNECTING', 'OPEN', 'CLOSING', 'CLOSED'].forEach(function (key) {
    StampedWebSocket[key] = NativeWebSocket[key]
  })
  window.WebSocket = StampedWebSocket

  var floorOutput = null
  var observer = new MutationObserver(function () {
    var t = now()
    if (Number.isNaN(probe.qr) && document.querySelector('[role="dialog"] svg[role="img"][aria-label="WalletConnect QR code"]')) probe.qr = t
    if (Number.isNaN(probe.account)) {
      var account = document.querySelector('[data-testid="account"]')
      var text = account ? account.textContent || '' : ''
      if (/^0x[0-9a-fA-F]{40}$/.test(text)) {
        probe.account = t
        probe.accountText = text
      }
    }
    if (floorOutput && Number.isNaN(probe.floor) && floorOutput.textContent) probe.floor = t
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true })

  /** Forget the QR code and the click: the next click is the one timed. */
  probe.arm = function () {
    probe.click = NaN
    probe.qr = NaN
  }

  /**
   * The floor of the approval figure: a socket of the page's own on the same relay, subscribed to
   * `topic`; each message published there is written into an element of the page (the same DOM
   * observer stamps it). Resolves once subscribed; `probe.floor` is reset by `probe.nextFloor()`.
   */
  probe.floorSocket = function (relayUrl, topic) {
    floorOutput = document.createElement('output')
    document.body.append(floorOutput)
    return new Promise(function (resolve, reject) {
      var socket = new NativeWebSocket(relayUrl)
      socket.onerror = function () {
        reject(new Error('floor socket failed'))
      }
      socket.onopen = function () {
        socket.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: topic } }))
      }
      socket.onmessage = function (event) {
        var frame = JSON.parse(event.data)
        if (frame.id === 1 && frame.result) resolve()
        if (frame.method === 'irn_subscription') {
          floorOutput.textContent = frame.params.data.message
          socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
        }
      }
    })
  }
  /** Stamps the kernel's own state change, to split the kernel's part from React's rendering of it. */
  probe.watchKernel = function () {
    var kernel = window.airlockBench.kernel
    var subscription = kernel
      .select(function (state) {
        return state.activeCaipAddress
      })
      .subscribe(function (caipAddress) {
        if (caipAddress && Number.isNaN(probe.kernelAccount)) {
          probe.kernelAccount = now()
          if (subscription) subscription.unsubscribe()
        }
      })
  }
  probe.nextFloor = function () {
    probe.floor = NaN
    if (floorOutput) floorOutput.textContent = ''
  }
})()
