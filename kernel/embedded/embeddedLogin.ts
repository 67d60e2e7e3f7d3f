import { combineLatest, ignoreElements, map, merge, mergeMap, tap, type Observable } from 'rxjs'
import type { ServiceHandle } from '../core/createService'
import type { AlertCode } from '../errors/messages'
import type { AlertText } from '../alerts/createAlertsService'
import { lazyAlertText } from '../errors/lazyAlerts'
import type { ViewRequest } from '../modal/modalState'
import type { EmailLoginService } from './createEmailLoginService'
import type { SocialLoginService } from './createSocialLoginService'
import type { FarcasterLoginService } from './createFarcasterLoginService'
import { initialSocialLoginState, type SocialLoginState } from './socialLoginState'
import { initialFarcasterLoginState, type FarcasterLoginState } from './farcasterLoginState'
import type { EmailLoginCommand, EmailLoginState } from './initialState'
import type { SmartAccountService } from '../smartAccount/createSmartAccountService'
import { initialSmartAccountState, type SmartAccountState } from '../smartAccount/types'

export interface EmbeddedLoginService extends ServiceHandle<EmailLoginState> {
  readonly viewRequests$: Observable<ViewRequest>
  readonly snackbarErrors$: Observable<string>
  readonly dispatch: (command: EmailLoginCommand) => void
}

/** The email state, with each other part that left its initial state riding in it. */
const withOthers = (email: EmailLoginState, social: SocialLoginState, farcaster: FarcasterLoginState, smart: SmartAccountState): EmailLoginState =>
  social === initialSocialLoginState && farcaster === initialFarcasterLoginState && smart === initialSmartAccountState
    ? email
    : {
        ...email,
        ...(social === initialSocialLoginState ? {} : { social }),
        ...(farcaster === initialFarcasterLoginState ? {} : { farcaster }),
        ...(smart === initialSmartAccountState ? {} : { smartAccount: smart }),
      }

/**
 * The embedded wallet's logins as the one lazily loaded service the entry knows (the weight budget):
 * email, social and Farcaster run side by side, with the account type switch (SPEC §1 eoa ↔
 * smartAccount); the social, Farcaster and smart account states ride in the email state once used,
 * and the social-failure alert is raised here, with the code that decides it.
 */
export function embeddedLogin(
  email: EmailLoginService,
  social: SocialLoginService,
  farcaster: FarcasterLoginService,
  smart: SmartAccountService,
  raise: (code: AlertCode, text: AlertText | undefined) => void,
): EmbeddedLoginService {
  const state$ = combineLatest([email.state$, social.state$, farcaster.state$, smart.state$]).pipe(map(([e, s, f, a]) => withOthers(e, s, f, a)))
  const others$ = merge(social.output$, farcaster.output$)
  const alerts$ = others$.pipe(
    tap((out) => {
      if ('alert' in out) raise(out.alert, lazyAlertText(out.alert))
    }),
    ignoreElements(),
  )
  return {
    state$,
    getState: () => withOthers(email.getState(), social.getState(), farcaster.getState(), smart.getState()),
    run$: merge(email.run$, social.run$, farcaster.run$, smart.run$, alerts$),
    viewRequests$: merge(email.viewRequests$, others$.pipe(mergeMap((out) => ('view' in out ? [out.view] : [])))),
    snackbarErrors$: email.snackbarErrors$,
    dispatch: (command) =>
      command.type === 'social'
        ? social.dispatch(command.command)
        : command.type === 'farcaster'
          ? farcaster.dispatch(command.command)
          : command.type === 'smartAccount'
            ? smart.dispatch(command.command)
            : email.dispatch(command),
  }
}
