/** The moment every gallery page lives in (Playwright's clock holds Date there). */
export const GALLERY_TIME = new Date('2026-06-15T12:00:00Z')

/**
 * Runs in the page before its scripts: randomness from a fixed seed, so the WalletConnect pairing
 * (its topic and key, hence the QR code) and every generated id are the same on each run. Plain
 * JavaScript text, because it runs in the page, not here.
 */
export const fixedPageEnvironment = `(() => {
  let state = 0x9e3779b9
  const next = () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return state >>> 0
  }
  Math.random = () => next() / 4294967296
  Crypto.prototype.getRandomValues = function (array) {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength)
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = next() & 0xff
    return array
  }
  Crypto.prototype.randomUUID = function () {
    const hex = Array.from({ length: 32 }, () => (next() & 0xf).toString(16)).join('')
    return hex.slice(0, 8) + '-' + hex.slice(8, 12) + '-4' + hex.slice(13, 16) + '-a' + hex.slice(17, 20) + '-' + hex.slice(20, 32)
  }
})()`
