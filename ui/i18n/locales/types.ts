import type { coreMessages } from '../../modal/messages'
import type { componentMessages } from '../../components/messages'
import type { accountMessages } from '../../views/Account/messages'
import type { allWalletsMessages } from '../../views/AllWallets/messages'
import type { helpMessages } from '../../views/Help/messages'
import type { connectingMessages } from '../../views/messages'
import type { historyMessages } from '../../views/History/messages'
import type { networkMessages } from '../../views/Networks/messages'
import type { receiveMessages } from '../../views/Receive/messages'
import type { sendMessages } from '../../views/Send/messages'
import type { alertCatalogue } from '../../../kernel'
import type { allShownMessages } from '../../../kernel/errors/allShownMessages'
import type { kernelTranslator } from '../kernelMessages'
import type { lazyAlertCatalogue } from '../../../kernel/errors/lazyAlerts'
import type { allThrownMessages } from '../../../kernel/errors/allThrownMessages'
import type { nameMessages } from '../../features/names/messages'
import type { swapMessages } from '../../features/swaps/messages'
import type { onrampMessages } from '../../features/onramp/messages'
import type { emailMessages } from '../../features/email/messages'
import type { socialMessages } from '../../features/socials/messages'
import type { sessionsMessages } from '../../features/sessions/messages'
import type { smartAccountMessages } from '../../features/smartAccount/messages'
import type { payMessages } from '../../features/pay/messages'

/** Every key of an English catalogue, translated: the type checker refuses a language that lacks one. */
export type Complete<M> = {
  readonly [K in keyof M]-?: M[K] extends string ? string : M[K] extends (...args: infer A) => string ? (...args: A) => string : Complete<M[K]>
}

type En<C> = C extends { readonly en: infer M } ? M : never
type KernelEn = typeof allShownMessages & typeof allThrownMessages & { readonly alerts: typeof alertCatalogue & typeof lazyAlertCatalogue }

/**
 * The kernel texts a person can meet on screen: SPEC §8's shown messages, the alerts, and the thrown
 * messages that views show (the send form, a network switch, a failed connect). The other thrown
 * messages speak to developers and stay English.
 */
export const shownKernelKeys = [
  'tokenBalanceUnavailable', 'failedToDisconnect', 'authInitFailed', 'signatureDeclined', 'smartAccountsUnsupported',
  'failedToFetchTransactions', 'authenticating', 'unsupportedChain', 'chainNotSupported', 'amountAndReceiverRequired',
  'tokenRequired', 'walletConnectConnectorNotFound', 'requestAborted', 'somethingWentWrong', 'anErrorOccurred',
  'networkNotFound', 'requestTimedOut', 'rpcRequestTimedOut', 'invalidAmount', 'insufficientBalance', 'amountNotPositive',
  'networkFeeUnknown', 'amountTooPrecise', 'invalidReceiverAddress', 'receiverChecksumMismatch', 'tokenNotSendable',
  'errorResolvingName', 'nameNotFound', 'errorFetchingNameSuggestions', 'errorFetchingNamesForAddress', 'errorRegisteringName',
  'networkNotSupportedForGasPrice', 'networkNotSupportedForSwaps', 'siwxSignatureNotVerified', 'siwxMessageForOtherAccount', 'emailLoginThrottled', 'alerts',
] as const satisfies ReadonlyArray<keyof KernelEn>

/** A language's translation of every built-in catalogue, by catalogue id. */
export interface LocaleTable {
  readonly core: Complete<En<typeof coreMessages>>
  readonly components: Complete<En<typeof componentMessages>>
  readonly account: Complete<En<typeof accountMessages>>
  readonly allWallets: Complete<En<typeof allWalletsMessages>>
  readonly help: Complete<En<typeof helpMessages>>
  readonly connecting: Complete<En<typeof connectingMessages>>
  readonly history: Complete<En<typeof historyMessages>>
  readonly networks: Complete<En<typeof networkMessages>>
  readonly receive: Complete<En<typeof receiveMessages>>
  readonly send: Complete<En<typeof sendMessages>>
  readonly names: Complete<En<typeof nameMessages>>
  readonly swaps: Complete<En<typeof swapMessages>>
  readonly onramp: Complete<En<typeof onrampMessages>>
  readonly email: Complete<En<typeof emailMessages>>
  readonly socials: Complete<En<typeof socialMessages>>
  readonly sessions: Complete<En<typeof sessionsMessages>>
  readonly smartAccount: Complete<En<typeof smartAccountMessages>>
  readonly pay: Complete<En<typeof payMessages>>
  readonly kernel: Complete<Pick<KernelEn, (typeof shownKernelKeys)[number]>>
}

/** A loaded language: its tables, and a translator for the kernel's English texts. */
export interface LoadedLocale extends LocaleTable {
  readonly kernelText: (text: string) => string
}

/** What a language's chunk exports. */
export interface LocaleModule {
  readonly default: LocaleTable
  readonly kernelTranslator: typeof kernelTranslator
}
