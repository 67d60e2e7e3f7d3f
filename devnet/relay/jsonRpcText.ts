/**
 * JSON-RPC framing at the text level. Clients send ids beyond 2^53 (`getBigIntRpcId`); a parsed
 * number would lose digits, so the relay keeps the id's raw JSON text and writes it back verbatim.
 */

/** Raw JSON text of an id: a number literal, a string literal or `null`. */
export type RawId = string

const NULL_ID: RawId = 'null'

function skipWhitespace(text: string, index: number): number {
  let i = index
  while (i < text.length && ' \t\n\r'.includes(text.charAt(i))) i++
  return i
}

function skipString(text: string, index: number): number {
  let i = index + 1
  while (i < text.length) {
    const char = text.charAt(i)
    if (char === '\\') i += 2
    else if (char === '"') return i + 1
    else i++
  }
  return i
}

/** Index just past the JSON value starting at `index` (the text is already known to be valid JSON). */
function skipValue(text: string, index: number): number {
  const first = text.charAt(index)
  if (first === '"') return skipString(text, index)
  if (first === '{' || first === '[') {
    let depth = 0
    let i = index
    while (i < text.length) {
      const char = text.charAt(i)
      if (char === '"') {
        i = skipString(text, i)
        continue
      }
      if (char === '{' || char === '[') depth++
      else if (char === '}' || char === ']') {
        depth--
        if (depth === 0) return i + 1
      }
      i++
    }
    return i
  }
  let i = index
  while (i < text.length && !',}] \t\n\r'.includes(text.charAt(i))) i++
  return i
}

/**
 * The raw text of the top-level `id` member of a JSON object text that JSON.parse accepted, or
 * `null` when absent or not a string/number.
 */
export function rawTopLevelId(text: string): RawId {
  let i = skipWhitespace(text, 0)
  if (text.charAt(i) !== '{') return NULL_ID
  let found: RawId = NULL_ID
  i = skipWhitespace(text, i + 1)
  while (i < text.length && text.charAt(i) === '"') {
    const keyEnd = skipString(text, i)
    const key: unknown = JSON.parse(text.slice(i, keyEnd))
    i = skipWhitespace(text, keyEnd)
    i = skipWhitespace(text, i + 1) // past ':'
    const valueEnd = skipValue(text, i)
    if (key === 'id') {
      const raw = text.slice(i, valueEnd)
      const first = raw.charAt(0)
      found = first === '"' || first === '-' || (first >= '0' && first <= '9') ? raw : NULL_ID
    }
    i = skipWhitespace(text, valueEnd)
    if (text.charAt(i) !== ',') break
    i = skipWhitespace(text, i + 1)
  }
  return found
}

export function resultFrame(id: RawId, result: unknown): string {
  return `{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

export function errorFrame(id: RawId, code: number, message: string): string {
  return `{"id":${id},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}

export function requestFrame(id: number, method: string, params: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params })
}

/** JSON-RPC 2.0 error codes the relay answers with. */
export const RPC_ERRORS = {
  parse: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
} as const
