/** The send and swap forms' refusals (SPEC §5 send asks for clear refusals; the SPEC gives no text, so these are ours). Only the forms' lazy code spells them. */
export const amountAndReceiverRequired = 'An amount and receiver address are required'
export const tokenRequired = 'A token is required'
export const insufficientBalance = 'Insufficient balance'
export const amountNotPositive = 'Enter an amount above zero'
export const networkFeeUnknown = 'The network fee could not be read: enter the amount yourself'
export const amountTooPrecise = (decimals: number) => `Too many decimals: this token has ${decimals}`
export const invalidReceiverAddress = 'Invalid receiver address'
export const receiverChecksumMismatch = 'This address has a typo: its capital letters do not match its checksum'
export const tokenNotSendable = 'This token cannot be sent on this network'
export const nameNotFound = (name: string) => `No address found for ${name}`
