import { PROTOCOL_VERSION, Refused } from '../adapters/embedded/protocol'

/*
 * The page the frame's server sends instead of the frame to a page origin the project does not
 * allow (SPEC §8 Unverified Domain): no keys, no UI, no network; it tells its parent why and stops.
 * The reason is in the page's <meta name="airlock-refusal">.
 */
const reason = document.querySelector('meta[name="airlock-refusal"]')?.getAttribute('content')
const parentOrigin = location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : '')
const message = { kind: 'airlock-frame:refused', version: PROTOCOL_VERSION, reason }
if (window.parent !== window && parentOrigin && parentOrigin !== 'null' && Refused.is(message)) window.parent.postMessage(message, parentOrigin)
