import { defineMessages } from '../../i18n/catalogue'

/** The name registration views (RegisterAccountName, RegisterAccountNameSuccess). */
export const nameMessages = defineMessages('names', {
  intro: 'Pick a name for your account. Apps and wallets show it instead of your address.',
  nameLabel: 'Name',
  placeholder: 'yourname',
  rule: 'At least 4 letters, digits or hyphens',
  checking: 'Checking availability…',
  available: (name: string) => `${name} is available`,
  taken: (name: string) => `${name} is already taken`,
  suggestions: 'Suggestions',
  loadingSuggestions: 'Loading suggestions',
  useSuggestion: (name: string) => `Use ${name}`,
  ownNames: 'Your names',
  register: (name: string) => `Register ${name}`,
  registerIdle: 'Register',
  registering: (name: string) => `Registering ${name}`,
  signHint: 'Sign the message in your wallet to confirm.',
  registered: (name: string) => `${name} is yours`,
  registeredHint: 'Your account now shows this name.',
  backToAccount: 'Back to account',
  noWallet: 'No wallet connected',
  noWalletHint: 'Connect a wallet to register a name.',
  evmOnly: 'Names exist on EVM networks only',
  evmOnlyHint: 'Switch to an EVM network to register a name.',
  chooseName: 'Choose a name',
  forAccount: (address: string) => `For ${address}`,
})
