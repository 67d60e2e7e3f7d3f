import { defineMessages } from '../../i18n/catalogue'

/** The Account view's account type switch of the embedded wallet (SPEC §1 eoa ↔ smartAccount), in English. */
export const smartAccountMessages = defineMessages('smartAccount', {
  accountType: 'Account type',
  eoa: 'EOA',
  smartAccount: 'Smart account',
  loading: 'Loading your smart account',
  switching: 'Switching account',
  smartAddress: (address: string) => `Smart account ${address}`,
  notDeployed: 'Not deployed yet: your first transaction deploys it',
  deployed: 'Deployed',
  failed: 'The account type could not be changed',
  tryAgain: 'Try again',
})
