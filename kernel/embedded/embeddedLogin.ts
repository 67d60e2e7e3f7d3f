import { combineLatest, ignoreElements, map, merge, mergeMap, tap, type Observable } from 'rxjs'
import type { ServiceHandle } from '../core/createService'
import type { AlertCode } from '../errors/messages'
import type { AlertText } from '../alerts/createAlertsService'
import { lazyAlertCatalogue } from '../errors/lazyAlerts'
import type { ViewRequest } from '../modal/modalState'
import type { EmailLoginService } from './createEmailLoginService'
import type { SocialLoginService } from './createSocialLoginService'
import type { FarcasterLoginService } from './createFarcasterLoginService'
import { initialSocialLoginState, type SocialLoginState } from './socialLoginState'
import { initialFarcasterLoginState, type FarcasterLoginState } from './farcasterLoginState'
import type { EmailLoginCommand, EmailLoginState } from './initialState'

export interface EmbeddedLoginService extends ServiceHandle<EmailLoginState> {
  readonly viewRequests$: Observable<ViewRequest>
  readonly snackbarErrors$: Observable<string>
  readonly dispatch: (command: EmailLoginCommand) => void
}

const withOthers = (email: EmailLoginState, social: SocialLoginState, farcaster: FarcasterLoginState): EmailLoginState =>
  social === initialSocialLoginState && farcaster === initialFarcasterLoginState
    ? email
    : {
        ...email,
        ...(social === initialSocialLoginState ? {} : { social }),
        ...(farcaster === initialFarcasterLoginState ? {} : { farcaster }),
      }

/**
 * The embedded wallet's logins as the one lazily loaded service the entry knows (the weight budget):
 * email, social and Farcaster run side by side; the social and Farcaster states ride in the email
 * state once such a login began, and the social-failure alert is raised here, with the code that
 * decides it.
 */
export function embeddedLogin(
  email: EmailLoginService,
  social: SocialLoginService,
  farcaster: FarcasterLoginService,
  raise: (code: AlertCode, text: AlertText | undefined) => void,
): EmbeddedLoginService {
  const state$ = combineLatest([email.state$, social.state$, farcaster.state$]).pipe(map(([e, s, f]) => withOthers(e, s, f)))
  const others$ = merge(social.output$, farcaster.output$)
  const alerts$ = others$.pipe(
    tap((out) => {
      if ('alert' in out) raise(out.alert, (lazyAlertCatalogue as Partial<Record<AlertCode, AlertText>>)[out.alert])
    }),
    ignoreElements(),
  )
  return {
    state$,
    getState: () => withOthers(email.getState(), social.getState(), farcaster.getState()),
    run$: merge(email.run$, social.run$, farcaster.run$, alerts$),
    viewRequests$: merge(email.viewRequests$, others$.pipe(mergeMap((out) => ('view' in out ? [out.view] : [])))),
    snackbarErrors$: email.snackbarErrors$,
    dispatch: (command) =>
      command.type === 'social' ? social.dispatch(command.command) : command.type === 'farcaster' ? farcaster.dispatch(command.command) : email.dispatch(command),
  }
}
