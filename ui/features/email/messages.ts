import { defineMessages } from '../../i18n/catalogue'

/** The email feature's own words (English); its views' titles are in the core catalogue. */
export const emailMessages = defineMessages('email', {
  emailLabel: 'Email',
  emailPlaceholder: 'Email',
  continue: 'Continue',
  sending: 'Sending code…',
  or: 'or',
  codeIntro: (email: string) => `Enter the code we sent to ${email}.`,
  codeLabel: 'Code',
  verify: 'Verify',
  resend: 'Resend code',
  resendIn: (seconds: number) => `Resend code in ${seconds} s`,
  verifying: 'Verifying…',
  deviceTitle: 'Waiting for your approval',
  deviceIntro: (email: string) => `This device is new to your wallet. Open the mail we sent to ${email} and approve it; this step then carries on by itself.`,
  resendLink: 'Resend link',
  resendLinkIn: (seconds: number) => `Resend link in ${seconds} s`,
  resendingLink: 'Sending link…',
  linkResent: (email: string) => `A new link is on its way to ${email}.`,
  approveTitle: 'Approve Transaction',
  approveBody: (address: string) => `Review the request for ${address || 'your embedded wallet'} in the secure window, and approve or reject it there.`,
})
