// In-page harness of the open/close cycles scenario (the Airlock page with ?cycles=1). Injected as
// plain JS (not through page.evaluate of compiled TS) so no bundler helper leaks into the page.
// Before the kernel exists it wraps Observable.prototype.subscribe of the page's own rxjs (the
// kernel's copy: operators and Subjects all subscribe through it), setTimeout/setInterval and the
// window/document listener methods, so every subscription, timer and listener created from then on
// is known until its teardown runs.
;(function () {
  var w = window
  var bench = w.airlockBench
  var subscriptions = new Set()
  var proto = bench.Observable.prototype
  var subscribe = proto.subscribe
  proto.subscribe = function () {
    var subscription = subscribe.apply(this, arguments)
    if (!subscription.closed) {
      subscriptions.add(subscription)
      subscription.add(function () {
        subscriptions.delete(subscription)
      })
    }
    return subscription
  }
  var timers = new Set()
  var nativeSetTimeout = w.setTimeout
  var nativeClearTimeout = w.clearTimeout
  var nativeSetInterval = w.setInterval
  var nativeClearInterval = w.clearInterval
  w.setTimeout = function (fn, ms) {
    var rest = Array.prototype.slice.call(arguments, 2)
    var id = nativeSetTimeout.call(w, function () {
      timers.delete(id)
      if (typeof fn === 'function') fn.apply(w, rest)
    }, ms)
    timers.add(id)
    return id
  }
  w.clearTimeout = function (id) {
    timers.delete(id)
    nativeClearTimeout.call(w, id)
  }
  w.setInterval = function () {
    var id = nativeSetInterval.apply(w, arguments)
    timers.add(id)
    return id
  }
  w.clearInterval = function (id) {
    timers.delete(id)
    nativeClearInterval.call(w, id)
  }
  var listeners = new Set()
  var ids = new WeakMap()
  var next = 0
  function idOf(value) {
    if (!ids.has(value)) ids.set(value, next++)
    return ids.get(value)
  }
  function keyOf(target, type, fn, options) {
    if (!fn || (typeof fn !== 'function' && typeof fn !== 'object')) return ''
    var capture = typeof options === 'boolean' ? options : Boolean(options && options.capture)
    return idOf(target) + ':' + type + ':' + idOf(fn) + ':' + capture
  }
  ;[window, document].forEach(function (target) {
    var add = target.addEventListener
    var remove = target.removeEventListener
    target.addEventListener = function (type, fn, options) {
      var key = keyOf(target, type, fn, options)
      // once- and signal-bound listeners leave by themselves; count the plain ones.
      if (key && !(typeof options === 'object' && options && (options.once || options.signal))) listeners.add(key)
      return add.call(target, type, fn, options)
    }
    target.removeEventListener = function (type, fn, options) {
      listeners.delete(keyOf(target, type, fn, options))
      return remove.call(target, type, fn, options)
    }
  })
  function macrotask() {
    return new Promise(function (resolve) {
      nativeSetTimeout.call(w, resolve, 0)
    })
  }
  async function until(test) {
    for (var i = 0; i < 200 && !test(); i++) await macrotask()
  }
  function dialogShown() {
    return document.querySelector('[role="dialog"]') !== null
  }
  var kernel = bench.createKernel()
  var unmount = bench.mount(kernel)
  function counts() {
    var types = []
    listeners.forEach(function (key) {
      types.push(key.split(':')[1])
    })
    return { subscriptions: subscriptions.size, timers: timers.size, listeners: listeners.size, listenerTypes: types }
  }
  w.cycleBench = {
    cycle: async function (n) {
      for (var i = 0; i < n; i++) {
        kernel.open()
        await until(dialogShown)
        kernel.close()
        await until(function () {
          return !dialogShown()
        })
      }
    },
    counts: counts,
    end: async function () {
      unmount()
      kernel.destroy()
      for (var i = 0; i < 5; i++) await macrotask()
      return counts()
    },
  }
})()
