import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sourceFiles } from '../../test/harness/sourceFiles'
import { alertCatalogue, pendingMessages, schemaMessages, serverMessageAlerts, shownMessages, trackEvents, walletErrorCodes } from './messages'
import { allThrownMessages as thrownMessages } from './allThrownMessages'

describe('error catalogue (SPEC §8, verbatim)', () => {
  it('§8 messages shown to the user', () => {
    expect(shownMessages).toMatchInlineSnapshot(`
      {
        "actionNotAllowed": "Action not allowed",
        "authInitFailed": "A problem occurred while trying initialize authentication",
        "authenticating": "Authenticating...",
        "failedToDisconnect": "Failed to disconnect",
        "failedToFetchTransactions": "Failed to fetch transactions",
        "signatureDeclined": "Signature declined",
        "smartAccountsUnsupported": "This application might not support Smart Accounts",
        "tokenBalanceUnavailable": "Token Balance Unavailable",
      }
    `)
  })

  it('§8 thrown messages, with their placeholders filled', () => {
    const filled = Object.fromEntries(
      Object.entries(thrownMessages).map(([key, value]) => [
        key,
        typeof value === 'function' ? (value as (...args: unknown[]) => string)('{a}', '{b}') : value,
      ]),
    )
    expect(filled).toMatchInlineSnapshot(`
      {
        "adapterForNamespaceMissing": "Adapter for namespace {a} doesn't exist",
        "adapterNotFound": "Adapter not found",
        "amountAndReceiverRequired": "An amount and receiver address are required",
        "amountNotPositive": "Enter an amount above zero",
        "amountTooPrecise": "Too many decimals: this token has {a}",
        "anErrorOccurred": "An error occurred",
        "chainNotSupported": "Chain is not supported",
        "emailLoginThrottled": "Please try again after {a} seconds",
        "errorFetchingNameSuggestions": "Error fetching name suggestions",
        "errorFetchingNamesForAddress": "Error fetching names for address",
        "errorRegisteringName": "Error registering name {a}",
        "errorResolvingName": "Error resolving name",
        "failedToDisconnectChain": "Failed to disconnect chain {a}: {b}",
        "httpStatus": "HTTP status code: {a}",
        "insufficientBalance": "Insufficient balance",
        "invalidAmount": "Invalid amount",
        "invalidCaipAddress": "Invalid CAIP Address",
        "invalidChainId": "Invalid chainId",
        "invalidReceiverAddress": "Invalid receiver address",
        "nameNotFound": "No address found for {a}",
        "networkFeeUnknown": "The network fee could not be read: enter the amount yourself",
        "networkNotFound": "Network not found",
        "networkNotSupportedForGasPrice": "Network not supported for Gas Price",
        "networkNotSupportedForSwaps": "Network not supported for Swaps",
        "noActiveCaipAddress": "No ActiveCaipAddress found",
        "receiverChecksumMismatch": "This address has a typo: its capital letters do not match its checksum",
        "requestAborted": "Request was aborted",
        "requestTimedOut": "The request timed out",
        "rpcNotAllowed": "Requested RPC call is not allowed",
        "rpcRequestTimedOut": "The RPC request timed out",
        "siwxAndSiweConfig": "Cannot set both \`siweConfig\` and \`siwx\` options",
        "siwxMessageForOtherAccount": "The sign-in message is for another account or chain",
        "siwxNotEnabled": "SIWX is not enabled",
        "siwxSignatureNotVerified": "The sign-in signature could not be verified",
        "somethingWentWrong": "Something went wrong",
        "tokenNotSendable": "This token cannot be sent on this network",
        "tokenRequired": "A token is required",
        "transactionsNeedAccountAddress": "Transactions can't be fetched without an accountAddress",
        "universalAdapterNoProvider": "UniversalAdapter:signMessage - provider is undefined",
        "unsupportedChain": "Unsupported chain",
        "walletConnectConnectorNotFound": "WalletConnectConnector not found",
      }
    `)
  })

  it('§5 generic schema messages', () => {
    expect([schemaMessages.required, schemaMessages.expected('X', 'Y'), schemaMessages.invalidEmail]).toMatchInlineSnapshot(`
      [
        "Required",
        "Expected X received Y",
        "Invalid email",
      ]
    `)
  })

  it('§8 alerts by code, server message mapping, wallet codes and track events', () => {
    expect(Object.fromEntries(Object.entries(alertCatalogue).map(([code, alert]) => [code, alert.title]))).toMatchInlineSnapshot(`
      {
        "IFRAME_LOAD_FAILED": "Network Error - Could not load embedded wallet",
        "IFRAME_REQUEST_TIMEOUT": "Embedded Wallet Request Timed Out",
        "INVALID_APP_CONFIGURATION": "Invalid App Configuration",
        "INVALID_PROJECT_ID": "Invalid Project ID",
        "ORIGINS_UNREACHABLE": "Network Error - Could not check the app configuration",
        "PROJECT_ID_NOT_CONFIGURED": "Project ID Not Configured",
        "SESSION_EXPIRED": "Session Expired",
        "SWITCH_NETWORK_NOT_FOUND": "Network Not Found",
        "UNVERIFIED_DOMAIN": "Unverified Domain",
      }
    `)
    expect(serverMessageAlerts.map((m) => [m.match.source, m.alert])).toMatchInlineSnapshot(`
      [
        [
          "Unauthorized: origin not allowed",
          "INVALID_APP_CONFIGURATION",
        ],
        [
          "not yet valid|nbf|not valid yet",
          "SESSION_EXPIRED",
        ],
        [
          "Unauthorized: invalid key",
          "INVALID_PROJECT_ID",
        ],
      ]
    `)
    expect(walletErrorCodes).toMatchInlineSnapshot(`
      {
        "default": 5000,
        "invalidChain": 32603,
        "unrecognizedChain": 4902,
        "userRejected": 4001,
      }
    `)
    expect(trackEvents).toMatchInlineSnapshot(`
      [
        "SIWX_AUTH_ERROR",
        "SIWX_AUTH_SUCCESS",
        "CLICK_CANCEL_SIWX",
        "ERROR_FETCH_TRANSACTIONS",
        "SEARCH_WALLET",
        "DISCONNECT_SUCCESS",
        "DISCONNECT_ERROR",
        "CONNECT_SUCCESS",
        "CONNECT_ERROR",
        "SEND_INITIATED",
        "SEND_SUCCESS",
      ]
    `)
  })

  it('no other source file spells a SPEC §8 message: they import it from kernel/errors', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url))
    const sources = sourceFiles(root, ['kernel', 'ui', 'adapters'])
    const catalogue = [
      ...Object.values(shownMessages),
      ...Object.values(thrownMessages).flatMap((v): string[] => (typeof v === "string" ? [v] : [])),
      ...Object.values(pendingMessages).flatMap((v): string[] => (typeof v === 'string' ? [v] : [])),
    ].filter((text) => text.length > 12)
    const offenders = sources
      .filter((path) => !path.includes('/kernel/errors/'))
      .flatMap((path) => {
        // Comments may quote the SPEC; code must import the text.
        const text = readFileSync(path, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/(^|[^:])\/\/.*$/gm, '$1')
        return catalogue.filter((m) => text.includes(`'${m}'`) || text.includes(`"${m}"`)).map((m) => `${relative(root, path)}: ${m}`)
      })
    expect(offenders).toEqual([])
  })
})

describe('SPEC §8 strings no reachable code produces yet', () => {
  it('§8 each pending string is used by no source file: it ships with the feature that throws it', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url))
    const uses = sourceFiles(root, ['kernel', 'ui', 'adapters'])
      .filter((path) => !path.includes('/kernel/errors/'))
      .flatMap((path) => {
        const text = readFileSync(path, 'utf8')
        return Object.keys(pendingMessages).flatMap((key) => (text.includes(`pendingMessages.${key}`) ? [`${relative(root, path)}: ${key}`] : []))
      })
    expect(uses).toEqual([])
    expect(Object.keys(pendingMessages).filter((key) => key in thrownMessages)).toEqual([])
  })
})
