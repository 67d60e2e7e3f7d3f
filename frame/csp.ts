import { parseOrigin } from '../kernel/origins/originMatch'

/**
 * The frame's Content-Security-Policy. The frame holds the keys, so it runs only its own files: no
 * inline script, no eval, no plugin, no base or form redirection; it talks only to the auth service,
 * the recovery key service and the chains' RPC; and only the allowed pages may embed it
 * (frame-ancestors), so no other site can lay its approval card under a decoy.
 */

/** An allowed-origins entry as a CSP source, or undefined when it is not one (it is then left out). */
export function cspSource(entry: string): string | undefined {
  const text = entry.trim().replace(/\/$/, '')
  // The allowlist's syntax (scheme optional, `*.` subdomains, `:*` port) is CSP's host-source syntax;
  // anything else (spaces, quotes, ';', paths) could widen or break the policy.
  return /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(?:\d{1,5}|\*))?$/i.test(text) ? text : undefined
}

export function frameCsp(options: {
  /** Origins the frame fetches from: the auth service, the recovery key service, the chain RPCs. */
  readonly connect: ReadonlyArray<string>
  /**
   * The pages that may embed the frame, as allowlist entries: the project's allowed origins with the
   * development origins (withDevelopmentOrigins, SPEC §6); empty: none may.
   */
  readonly ancestors: ReadonlyArray<string>
}): string {
  const connect = [...new Set(options.connect.flatMap((url) => parseOrigin(new URL(url).origin) ? [new URL(url).origin] : []))]
  const ancestors = [...new Set(options.ancestors.flatMap((entry) => cspSource(entry) ?? []))]
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self'${connect.map((c) => ` ${c}`).join('')}`,
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

/**
 * The refusal page (see refused.ts) runs one script of its own and fetches nothing; it may be
 * embedded by the page it refuses, the only one that needs to hear the refusal.
 */
export function refusalCsp(parentOrigin: string): string {
  const ancestor = cspSource(parentOrigin)
  return [
    "default-src 'none'",
    "script-src 'self'",
    `frame-ancestors ${ancestor ?? "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}
