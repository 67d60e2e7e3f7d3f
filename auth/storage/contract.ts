/**
 * The auth service's one storage contract. SQLite (default, one machine) and PostgreSQL (shared by
 * several service instances) both implement it; `storageContract.test.ts` runs the same suite on each.
 * Every method is async so the two implementations are interchangeable. Times are epoch milliseconds.
 */
export interface User {
  readonly id: string
  readonly email: string
  readonly createdAt: number
}

/** The one pending one-time code of an email address, with its wrong-guess count and lock. */
export interface CodeRecord {
  readonly email: string
  /** SHA-256 of the code under the service secret: the store never holds a usable code. */
  readonly codeHash: string
  readonly sentAt: number
  readonly expiresAt: number
  readonly failures: number
  /** While in the future, no code is sent or accepted for this address. */
  readonly lockedUntil: number | null
}

export interface SessionRecord {
  readonly id: string
  readonly userId: string
  /** The frame origin the session's token is bound to. */
  readonly origin: string
  readonly expiresAt: number
  readonly revokedAt: number | null
}

/** Key material of one user's embedded wallet: neither part can sign on its own. */
export interface WalletRecord {
  readonly userId: string
  readonly address: string
  /** The auth service's Shamir share (base64). */
  readonly authShare: string
  /** The recovery share, encrypted under the recovery key the auth service does not hold (base64). */
  readonly recoveryShare: string
}

/** A pending "connect device" approval, mailed as a link; the store keeps only the link token's hash. */
export interface DeviceRequest {
  readonly tokenHash: string
  readonly userId: string
  /** SHA-256 of the frame's device id. */
  readonly deviceHash: string
  readonly createdAt: number
  readonly expiresAt: number
}

export interface AuthStore {
  /** The user of this address, created on first use. */
  userByEmail(email: string, now: number): Promise<User>
  user(id: string): Promise<User | undefined>

  code(email: string): Promise<CodeRecord | undefined>
  /** Replaces the address's code row (a resend); failures and lock are carried in the record. */
  putCode(record: CodeRecord): Promise<void>
  /**
   * Writes a new code in one step, unless the address's last code was sent after `sentBefore` or it is
   * locked at `record.sentAt`: of concurrent requests (even on several service instances) at most one
   * per cooldown wins. Wrong guesses carry over unless a lock ended. Returns whether it was written.
   */
  claimCode(record: Pick<CodeRecord, 'email' | 'codeHash' | 'sentAt' | 'expiresAt'>, sentBefore: number): Promise<boolean>
  /**
   * Counts one wrong guess against this code in one step, locking until `lockUntil` when it is the
   * `maxWrong`th. Undefined when the code was replaced or is locked at `now` (nothing counted).
   */
  countWrongCode(guess: { email: string; codeHash: string; now: number; maxWrong: number; lockUntil: number }): Promise<CodeRecord | undefined>
  /** Records wrong guesses and a lock as given (an operator's reset, and the tests). */
  setCodeFailures(email: string, failures: number, lockedUntil: number | null): Promise<void>
  /**
   * Removes a used code, so it can never be replayed; a code locked at `now` is not removed, so a
   * right code that races the last wrong guess loses. Returns whether a row was removed.
   */
  consumeCode(email: string, codeHash: string, now: number): Promise<boolean>

  putSession(session: SessionRecord): Promise<void>
  session(id: string): Promise<SessionRecord | undefined>
  revokeSession(id: string, now: number): Promise<void>

  /** Stores the wallet unless the user has one; answers the stored one (first write wins). */
  putWallet(wallet: WalletRecord): Promise<WalletRecord>
  wallet(userId: string): Promise<WalletRecord | undefined>

  setAllowedOrigins(projectId: string, origins: ReadonlyArray<string>): Promise<void>
  /** undefined: the project is unknown. */
  allowedOrigins(projectId: string): Promise<ReadonlyArray<string> | undefined>

  /** The user of this address, if there is one (never creates). */
  findUserByEmail(email: string): Promise<User | undefined>
  /** Hashes of the devices allowed to sign in as this user. */
  devices(userId: string): Promise<ReadonlyArray<string>>
  addDevice(userId: string, deviceHash: string, now: number): Promise<void>
  putDeviceRequest(request: DeviceRequest): Promise<void>
  /** The request of this token, removed as it is read: a link approves once. */
  takeDeviceRequest(tokenHash: string): Promise<DeviceRequest | undefined>
  /**
   * Claims the address's device-approval mail in one step unless the last one was sent after
   * `sentBefore` (SPEC §9: the email cooldown): of concurrent requests at most one per cooldown mails a
   * link. Returns whether it was claimed.
   */
  claimDeviceMail(email: string, sentAt: number, sentBefore: number): Promise<boolean>
  /** When the address's last device-approval mail was sent, if ever. */
  deviceMailSentAt(email: string): Promise<number | undefined>
  /** The request of this token, left in place (the approval page shows it before the click). */
  deviceRequest(tokenHash: string): Promise<DeviceRequest | undefined>

  close(): Promise<void>
}
