import { combineLatest, ignoreElements, map, merge, mergeMap, tap, type Observable } from 'rxjs'
import type { ServiceHandle } from '../core/createService'
import type { AlertCode } from '../errors/messages'
import type { AlertText } from '../alerts/createAlertsService'
import { lazyAlertText } from '../errors/lazyAlerts'
import type { ViewRequest } from '../modal/modalState'
import type { EmailLoginService } from './createEmailLoginService'
import type { SocialLoginService } from './createSocialLoginService'
import { initialSocialLoginState, type SocialLoginState } from './socialLoginState'
import type { EmailLoginCommand, EmailLoginState } from './initialState'
import type { SmartAccountService } from '../smartAccount/createSmartAccountService'
import { initialSmartAccountState, type SmartAccountState } from '../smartAccount/types'

export interface EmbeddedLoginService extends ServiceHandle<EmailLoginState> {
  readonly viewRequests$: Observable<ViewRequest>
  readonly snackbarErrors$: Observable<string>
  readonly dispatch: (command: EmailLoginCommand) => void
}

const withSocial = (email: EmailLoginState, social: SocialLoginState, smart: SmartAccountState): EmailLoginState => {
  const withOther = social === initialSocialLoginState ? email : { ...email, social }
  return smart === initialSmartAccountState ? withOther : { ...withOther, smartAccount: smart }
}

/**
 * The embedded wallet's logins as the one lazily loaded service the entry knows (the weight budget):
 * email and social run side by side, with the account type switch (SPEC §1 eoa ↔ smartAccount); the
 * social and smart account states ride in the email state once used, and the social-failure alert is raised here, with the code that decides it.
 */
export function embeddedLogin(
  email: EmailLoginService,
  social: SocialLoginService,
  smart: SmartAccountService,
  raise: (code: AlertCode, text: AlertText | undefined) => void,
): EmbeddedLoginService {
  const state$ = combineLatest([email.state$, social.state$, smart.state$]).pipe(map(([e, s, a]) => withSocial(e, s, a)))
  const alerts$ = social.output$.pipe(
    tap((out) => {
      if ('alert' in out) raise(out.alert, lazyAlertText(out.alert))
    }),
    ignoreElements(),
  )
  return {
    state$,
    getState: () => withSocial(email.getState(), social.getState(), smart.getState()),
    run$: merge(email.run$, social.run$, smart.run$, alerts$),
    viewRequests$: merge(email.viewRequests$, social.output$.pipe(mergeMap((out) => ('view' in out ? [out.view] : [])))),
    snackbarErrors$: email.snackbarErrors$,
    dispatch: (command) =>
      command.type === 'social' ? social.dispatch(command.command) : command.type === 'smartAccount' ? smart.dispatch(command.command) : email.dispatch(command),
  }
}
