// The injected test wallet, identical for every contender: a tiny EIP-1193 provider that announces
// itself over EIP-6963 (at load and on every request). It never connects: the bench stops at the
// wallet list, so no account request is answered.
;(function () {
  var listeners = {}
  var provider = {
    isBenchWallet: true,
    request: function (args) {
      var method = args && args.method
      if (method === 'eth_chainId') return Promise.resolve('0x1')
      if (method === 'net_version') return Promise.resolve('1')
      if (method === 'eth_accounts') return Promise.resolve([])
      return new Promise(function () {}) // waits forever, like a wallet whose user never answers
    },
    on: function (name, fn) {
      ;(listeners[name] = listeners[name] || []).push(fn)
      return provider
    },
    removeListener: function (name, fn) {
      listeners[name] = (listeners[name] || []).filter(function (f) {
        return f !== fn
      })
      return provider
    },
  }
  var icon =
    'data:image/svg+xml;base64,' +
    btoa('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="8" fill="#4f6cf7"/></svg>')
  var info = Object.freeze({ uuid: '5f1c6d0e-6b0a-4d52-9a53-0d7c1b2e3f40', name: 'Bench Wallet', icon: icon, rdns: 'dev.airlock.benchwallet' })
  var detail = Object.freeze({ info: info, provider: provider })
  function announce() {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: detail }))
  }
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
})()
