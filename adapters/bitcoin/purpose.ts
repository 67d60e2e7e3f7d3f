/** A taproot (bc1p…, tb1p…, bcrt1p…) address is an ordinals address; any other one pays. */
export const purposeOf = (address: string): 'payment' | 'ordinals' => (/^(bc|tb|bcrt)1p/i.test(address) ? 'ordinals' : 'payment')

export const bytesToHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

export const bytesToBase64 = (bytes: Uint8Array): string => {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}

export const base64ToBytes = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

export const hexToBytes = (text: string): Uint8Array => Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))

/** The inputs to sign grouped by the address that signs them (Sats Connect's signInputs). */
export const indexesByAddress = (inputs: ReadonlyArray<{ readonly address: string; readonly index: number }>): Record<string, number[]> => {
  const grouped: Record<string, number[]> = {}
  for (const { address, index } of inputs) (grouped[address] ??= []).push(index)
  return grouped
}
