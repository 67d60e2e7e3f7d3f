/** The email feature's UI strings (English). */
export const messages = {
  emailLabel: 'Email',
  emailPlaceholder: 'Email',
  continue: 'Continue',
  sending: 'Sending code…',
  or: 'or',
  codeTitle: 'Confirm Email',
  codeIntro: (email: string) => `Enter the code we sent to ${email}.`,
  codeLabel: 'Code',
  verify: 'Verify',
  verifying: 'Verifying…',
  approveTitle: 'Approve Transaction',
  approveBody: 'Review the request in the secure window and approve or reject it there.',
} as const
