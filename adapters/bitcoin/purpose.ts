/** A taproot (bc1p…, tb1p…, bcrt1p…) address is an ordinals address; any other one pays. */
export const purposeOf = (address: string): 'payment' | 'ordinals' => (/^(bc|tb|bcrt)1p/i.test(address) ? 'ordinals' : 'payment')

export const bytesToHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

export const bytesToBase64 = (bytes: Uint8Array): string => {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}
