import { serverMessageAlerts, type AlertCode } from '../errors/messages'

/** SPEC §8 "Server message mapping": the alert a server error text stands for, if any. */
export function alertForServerMessage(text: string): AlertCode | undefined {
  return serverMessageAlerts.find((entry) => entry.match.test(text))?.alert
}
