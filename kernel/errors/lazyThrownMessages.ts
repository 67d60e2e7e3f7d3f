/**
 * SPEC §8 thrown messages (and ours beside them) that only lazily loaded code spells (sign-in,
 * history and NFTs, the embedded wallet, the RPC client, WalletConnect): in a file of their own, so
 * the page does not load them before it needs them (the weight budget). `allThrownMessages` holds
 * them with the entry's own.
 */
export const siwxNotEnabled = 'SIWX is not enabled'
export const transactionsNeedAccountAddress = "Transactions can't be fetched without an accountAddress"
/** SPEC §6: an embedded-wallet method outside the safe and unsafe lists. */
export const rpcNotAllowed = 'Requested RPC call is not allowed'
export const anErrorOccurred = 'An error occurred'
export const walletConnectConnectorNotFound = 'WalletConnectConnector not found'
export const universalAdapterNoProvider = 'UniversalAdapter:signMessage - provider is undefined'
// Not a SPEC text (SPEC §9 RPC timeout): ours.
export const rpcRequestTimedOut = 'The RPC request timed out'
// Not SPEC texts (SPEC §4 sign-in): a siweConfig refused the signature; a provider's message was for another account.
export const siwxSignatureNotVerified = 'The sign-in signature could not be verified'
export const siwxMessageForOtherAccount = 'The sign-in message is for another account or chain'
