import { EMPTY, catchError, distinctUntilChanged, ignoreElements, merge, switchMap, type Observable } from 'rxjs'
import type { ThemeMode } from '../codec/primitives'
import type { ThemeVariables } from '../theme/themeVariables'
import type { LoggerPort } from '../ports/logger'
import type { FrameClient } from './createFrameClient'
import type { FramePayloadInput } from './protocol'

export interface FrameSyncDeps {
  readonly client: Pick<FrameClient, 'request'>
  readonly logger: LoggerPort
}

export interface FrameSyncInputs {
  /** The theme service's state: the frame's screens follow the modal's theme (SPEC §7 sync theme). */
  readonly theme$: Observable<{ readonly mode: ThemeMode; readonly variables: ThemeVariables }>
  /** SPEC §7 sync dapp data: metadata, sdkVersion, sdkType, projectId, sent once the frame is ready. */
  readonly dappData: FramePayloadInput<'SYNC_DAPP_DATA'>
}

/**
 * Keeps the frame told about the dapp and the theme. Requests wait for the frame to be ready, so this
 * can start with the kernel; a newer theme replaces a sync still in flight. Failures are logged only:
 * the frame works with its defaults.
 */
export function frameSync$(deps: FrameSyncDeps, inputs: FrameSyncInputs): Observable<never> {
  const { client, logger } = deps
  const failed = (what: string) => (error: unknown) => {
    logger.warn(`embedded frame: ${what} failed`, error)
    return EMPTY
  }
  const dapp$ = client.request('SYNC_DAPP_DATA', inputs.dappData).pipe(catchError(failed('sync dapp data')))
  const theme$ = inputs.theme$.pipe(
    distinctUntilChanged((a, b) => a.mode === b.mode && a.variables === b.variables),
    switchMap((theme) =>
      client
        .request('SYNC_THEME', { themeMode: theme.mode, themeVariables: theme.variables })
        .pipe(catchError(failed('sync theme'))),
    ),
  )
  return merge(dapp$, theme$).pipe(ignoreElements())
}
