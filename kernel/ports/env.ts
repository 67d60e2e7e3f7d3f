import type { SchedulerLike } from 'rxjs'
import type { StoragePort } from './storage'
import type { FetchPort } from './http'
import type { IdsPort } from './ids'
import type { PlatformPort } from './platform'
import type { LoggerPort } from './logger'

/**
 * Everything the kernel needs from the outside world. The kernel reaches time, storage, network and
 * the page only through these, so tests swap any of them and every timing rule runs in virtual time.
 */
export interface KernelEnv {
  readonly scheduler: SchedulerLike
  readonly storage: StoragePort
  readonly fetch: FetchPort
  readonly ids: IdsPort
  readonly platform: PlatformPort
  readonly logger: LoggerPort
}
