import type { SocialProvider } from '../../../kernel/codec/primitives'
import { defineMessages } from '../../i18n/catalogue'

/** Brand names, the same in every language. */
export const providerNames: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

/** The socials feature's own words (English). */
export const socialMessages = defineMessages('socials', {
  continueWith: (name: string) => `Continue with ${name}`,
  logInWith: (name: string) => `Log in with ${name}`,
  social: 'Social',
  group: 'Social login',
  waiting: 'Connect in the provider window',
  /** A Telegram mini-app: the page itself is about to leave for the provider. */
  redirecting: 'Opening the sign-in page',
  connecting: 'Retrieving user data',
  retry: 'Try again',
  farcasterQr: 'QR code to sign in with Farcaster',
  farcasterHint: 'Scan with your phone and approve in the Farcaster app',
  openFarcaster: 'Open in Farcaster',
})
