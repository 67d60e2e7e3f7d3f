import { map, type Observable } from 'rxjs'
import { createService, handleOf } from '../core/createService'
import { alertCatalogue, type AlertCode } from '../errors/messages'

export interface Alert {
  readonly code: AlertCode
  readonly title: string
  readonly description: string
}

export interface AlertsState {
  /** Alerts on screen, oldest first. */
  readonly active: ReadonlyArray<Alert>
  /** Every code ever raised: SPEC §8 shows each alert once per page life. */
  readonly raised: ReadonlyArray<AlertCode>
}

/** An alert's words: from the catalogue by code, or carried by the raise (lazily loaded code's alerts). */
export type AlertText = Pick<Alert, 'title' | 'description'>

type AlertsCommand =
  | { readonly type: 'raise'; readonly code: AlertCode; readonly text?: AlertText | undefined }
  | { readonly type: 'dismiss'; readonly code: AlertCode }

export function reduceAlerts(state: AlertsState, command: AlertsCommand): AlertsState {
  switch (command.type) {
    case 'raise':
      if (state.raised.includes(command.code)) return state
      return {
        raised: [...state.raised, command.code],
        active: [...state.active, { code: command.code, ...(command.text ?? alertCatalogue[command.code as keyof typeof alertCatalogue]) }],
      }
    case 'dismiss':
      return state.active.some((a) => a.code === command.code)
        ? { ...state, active: state.active.filter((a) => a.code !== command.code) }
        : state
  }
}

export const initialAlertsState: AlertsState = { active: [], raised: [] }

/** The alerts of SPEC §8, raised by any service and each shown once. */
export function createAlertsService(inputs: { readonly raise$: Observable<AlertCode> }) {
  const service = createService<AlertsState, AlertsCommand>({
    initial: initialAlertsState,
    reduce: reduceAlerts,
    inputs: [inputs.raise$.pipe(map((code): AlertsCommand => ({ type: 'raise', code })))],
  })
  return {
    ...handleOf(service),
    raise: (code: AlertCode, text?: AlertText) => service.dispatch({ type: 'raise', code, text }),
    dismiss: (code: AlertCode) => service.dispatch({ type: 'dismiss', code }),
  }
}

export type AlertsService = ReturnType<typeof createAlertsService>
