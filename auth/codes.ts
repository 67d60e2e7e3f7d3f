import { createHash, createHmac, randomInt } from 'node:crypto'

/** Six digits from the CSPRNG. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** The store keeps only this keyed hash of a code, bound to its address. */
export const hashCode = (secret: string, email: string, code: string): string =>
  createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex')

/** The store keeps a device id and a device-approval link token only as these hashes. */
export const hashDevice = (deviceId: string): string => createHash('sha256').update(`airlock device\n${deviceId}`).digest('hex')
export const hashDeviceToken = (token: string): string => createHash('sha256').update(`airlock device link\n${token}`).digest('hex')
