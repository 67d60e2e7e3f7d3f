import { cx } from '@linaria/core'
import type { ModalState } from '../../../kernel'
import type { SocialOption, SocialProvider } from '../../../kernel/codec/primitives'
import { initialSocialLoginState } from '../../../kernel/embedded/socialLoginState'
import { useKernel } from '../../context/KernelContext'
// From the renderer's index, as the other feature bundles do: a bundle that reaches only part of the
// entry's modules makes splitting bundlers cut the entry into more, worse-compressed files.
import { useModalState } from '../../index'
import { Spinner } from '../../components/Spinner'
import { button, buttonSecondary, errorText, muted, stack } from '../../components/styles'
import { providerNames, socialMessages } from './messages'
import { useMessages } from '../../i18n/catalogue'
import { SocialIcon } from './SocialIcon'
import { FarcasterMark } from './FarcasterMark'
import { ConnectingFarcasterView } from './ConnectingFarcasterView'
import { socialIconButton, socialRow, waiting } from './styles'
import { ListItem } from '../../components/ListItem'
import { MethodTile } from '../../components/MethodTile'

const selectSocials = (s: ModalState) => s.features.socials
const selectLogin = (s: ModalState) => s.emailLogin.social ?? initialSocialLoginState
const selectView = (s: ModalState) => s.router.view
const sameList = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) => a.length === b.length && a.every((x, i) => x === b[i])

const isProvider = (social: string): social is SocialProvider => social in providerNames
const isShown = (social: string): social is SocialOption => social === 'farcaster' || isProvider(social)
const nameOf = (social: SocialOption) => (social === 'farcaster' ? 'Farcaster' : providerNames[social])
const Mark = ({ social }: { readonly social: SocialOption }) => (social === 'farcaster' ? <FarcasterMark /> : <SocialIcon provider={social} />)

/**
 * The login popup, opened by the click itself (a window opened after an await is blocked), centred
 * over the page. It starts blank; the adapter sends it to the provider once the frame answers.
 * None in a Telegram mini-app (the sign that the platform port reads too): there the page itself
 * goes to the provider and comes back (SPEC §2).
 */
const inMiniApp = (): boolean => Boolean((window as { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp)

function openPopup(): Window | null {
  if (inMiniApp()) return null
  const width = 500
  const height = 640
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2)
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2)
  return window.open('about:blank', 'airlock-social-login', `popup=yes,width=${width},height=${height},left=${left},top=${top}`)
}

/** SPEC §1 social method: the first social as a full row, the others as buttons, in the `socials` order. */
export function SocialButtons({ gate }: { readonly gate?: (open: () => void) => object }) {
  const kernel = useKernel()
  const messages = useMessages(socialMessages)
  const socials = useModalState(selectSocials, sameList).filter(isShown)
  if (socials.length === 0) return null
  // Farcaster opens no window: its QR code shows in the modal (SPEC §2 ConnectingFarcaster).
  const start = (social: SocialOption) => () =>
    social === 'farcaster'
      ? kernel.email({ type: 'farcaster', command: { type: 'start' } })
      : kernel.email({ type: 'social', command: { type: 'start', provider: social, popup: openPopup() } })
  const act = (social: SocialOption) => (gate ? gate(start(social)) : { onClick: start(social) })
  const [first, ...rest] = socials
  return (
    <div className={stack} role="group" aria-label={messages.group}>
      {first ? (
        <ListItem icon={<MethodTile><Mark social={first} /></MethodTile>} label={messages.continueWith(nameOf(first))} {...act(first)} />
      ) : null}
      {rest.length > 0 ? (
        <div className={socialRow}>
          {rest.map((social) => (
            <button key={social} type="button" className={socialIconButton} aria-label={messages.continueWith(nameOf(social))} title={nameOf(social)} {...act(social)}>
              <Mark social={social} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}

/** ConnectingSocial: the person signs in at the provider in the popup; this view waits with them. */
export function ConnectingSocialView() {
  const kernel = useKernel()
  const messages = useMessages(socialMessages)
  const login = useModalState(selectLogin)
  const provider = login.socialProvider
  const name = provider ? providerNames[provider] : messages.social
  const failed = login.step === 'failed'
  const waitingText = login.step === 'connecting' ? messages.connecting : inMiniApp() ? messages.redirecting : messages.waiting
  return (
    <div className={waiting}>
      {provider ? <SocialIcon provider={provider} large /> : null}
      <strong>{messages.logInWith(name)}</strong>
      {failed ? (
        <>
          <p className={errorText} role="alert">
            {login.error}
          </p>
          {provider ? (
            <button type="button" className={cx(button, buttonSecondary)} onClick={() => kernel.email({ type: 'social', command: { type: 'start', provider, popup: openPopup() } })}>
              {messages.retry}
            </button>
          ) : null}
        </>
      ) : (
        <>
          <Spinner label={waitingText} />
          <p className={muted} aria-live="polite">
            {waitingText}
          </p>
        </>
      )}
    </div>
  )
}

/** The bundle's one entry: the Connect view hosts the buttons; ConnectingSocial and ConnectingFarcaster are the waiting views. */
export default function SocialsFeature({ gate }: { readonly gate?: (open: () => void) => object }) {
  const view = useModalState(selectView)
  if (view === 'ConnectingFarcaster') return <ConnectingFarcasterView />
  return view === 'ConnectingSocial' ? <ConnectingSocialView /> : <SocialButtons {...(gate ? { gate } : {})} />
}

