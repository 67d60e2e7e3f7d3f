import type { SocialProvider } from '../../../kernel/codec/primitives'

/** The socials feature's UI strings (English). */
export const providerNames: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

export const messages = {
  continueWith: (name: string) => `Continue with ${name}`,
  logInWith: (name: string) => `Log in with ${name}`,
  waiting: 'Connect in the provider window',
  connecting: 'Retrieving user data',
  blocked: 'Allow pop-ups for this site, then try again.',
  retry: 'Try again',
} as const
