import { combine, split } from 'shamir-secret-sharing'
import { privateKeyToAccount } from 'viem/accounts'
import type { AuthApi, Session } from './authApi'

/*
 * Key custody (README "Embedded wallet: key custody"). The key is made here, in the frame's origin,
 * and split 2-of-3: a device share in this origin's storage, an auth share at the auth service, and a
 * recovery share stored at the auth service encrypted under a key only the recovery key service can
 * derive. Any two rebuild the key; the auth service alone holds one share and one ciphertext.
 */

const toB64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))
const fromB64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
const hex = (bytes: Uint8Array): `0x${string}` => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`

const deviceKey = (userId: string) => `airlock-frame:device-share:${userId}`

async function aesKey(recoveryKey: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', fromB64(recoveryKey), 'AES-GCM', false, ['encrypt', 'decrypt'])
}

async function encrypt(recoveryKey: string, share: Uint8Array): Promise<string> {
  const plain = new Uint8Array(share)
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(recoveryKey), plain))
  return toB64(new Uint8Array([...iv, ...sealed]))
}

async function decrypt(recoveryKey: string, sealed: string): Promise<Uint8Array> {
  const bytes = fromB64(sealed)
  return new Uint8Array(
    await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, await aesKey(recoveryKey), bytes.slice(12)),
  )
}

/** secp256k1's order: a random 32 bytes at or above it (odds ~2^-128) is drawn again. */
const ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
function newPrivateKey(): Uint8Array {
  for (;;) {
    const key = crypto.getRandomValues(new Uint8Array(32))
    const n = BigInt(hex(key))
    if (n > 0n && n < ORDER) return key
  }
}

export interface Unlocked {
  readonly address: `0x${string}`
  readonly privateKey: `0x${string}`
}

/** The person's key for this session: made on first login, else rebuilt from two shares. */
export async function unlock(api: AuthApi, session: Session, storage: Storage): Promise<Unlocked> {
  const stored = await api.wallet(session.token)
  if (!stored) {
    const key = newPrivateKey()
    const address = privateKeyToAccount(hex(key)).address
    const [device, auth, recovery] = await split(key, 3, 2)
    if (!device || !auth || !recovery) throw new Error('Key split failed')
    const recoveryKey = (await api.recoveryKey(session.token)).recoveryKey
    const kept = await api.putWallet(session.token, { address, authShare: toB64(auth), recoveryShare: await encrypt(recoveryKey, recovery) })
    // Another device of the same person won a race to create the wallet: use that one.
    if (kept.address !== address) return unlock(api, session, storage)
    storage.setItem(deviceKey(session.user.id), toB64(device))
    return { address, privateKey: hex(key) }
  }
  const deviceShare = storage.getItem(deviceKey(session.user.id))
  let second: Uint8Array
  if (deviceShare) {
    second = fromB64(deviceShare)
  } else {
    // A new device (or after sign-out): the recovery factor is the authenticated identity itself,
    // through the recovery key service. This device then keeps that share as its own.
    const recoveryKey = (await api.recoveryKey(session.token)).recoveryKey
    second = await decrypt(recoveryKey, stored.recoveryShare)
    storage.setItem(deviceKey(session.user.id), toB64(second))
  }
  const key = await combine([fromB64(stored.authShare), second])
  const account = privateKeyToAccount(hex(key))
  if (account.address.toLowerCase() !== stored.address.toLowerCase()) throw new Error('The key shares do not match this wallet')
  return { address: account.address, privateKey: hex(key) }
}

/** Sign-out clears this origin's copy: the device share and the session. */
export function forget(storage: Storage, userId: string): void {
  storage.removeItem(deviceKey(userId))
}
