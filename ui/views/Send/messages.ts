import { defineMessages } from '../../i18n/catalogue'

/** The Send feature and the notice of the last send. */
export const sendMessages = defineMessages('send', {
  noWallet: 'No wallet connected',
  connectToSend: 'Connect a wallet to send funds.',
  token: 'Token',
  chooseToken: 'Choose a token',
  noTokens: 'No tokens to send',
  loadingTokens: 'Loading tokens…',
  amount: 'Amount',
  chooseTokenFirst: 'Choose a token first',
  max: 'Max',
  receiver: 'Receiver address',
  receiverPlaceholder: '0x… or a name',
  lookingUp: (name: string) => `Looking up ${name}…`,
  approveInWallet: 'Check your wallet to approve the transaction.',
  sending: 'Sending…',
  send: 'Send',
  /** The send button's label while a field is empty: the step that comes next. */
  nextStep: { token: 'Choose a token', amount: 'Enter an amount', receiver: 'Enter a receiver address' },
  lastTransaction: 'Last transaction',
  // A confirmed send's balances are read again; until that read is back they are not up to date yet.
  updatingBalances: 'Updating balances…',
  waiting: 'Waiting for confirmation',
  headline: {
    pending: 'Transaction sent',
    submitted: 'Transaction sent',
    confirmed: 'Transaction confirmed',
    reverted: 'Transaction failed on chain',
    unconfirmed: 'Transaction sent, not confirmed yet',
  },
  detail: {
    pending: 'Waiting for the network to confirm it…',
    submitted: 'The network is processing it.',
    confirmed: 'Balances are up to date.',
    reverted: 'The network refused it: nothing was sent.',
    unconfirmed: 'Check it on the explorer.',
  },
  sent: (amount: string, to: string) => `Sent ${amount} to ${to}.`,
  notSent: (amount: string, to: string) => `Send ${amount} to ${to}.`,
  copyHash: 'Copy transaction hash',
  hashCopied: 'Hash copied',
  viewOnExplorer: 'View on explorer',
  dismiss: 'Dismiss',
})
