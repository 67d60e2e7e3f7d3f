import { badRequest } from './problem'

/** Readers for query parameters that refuse bad values with a 400 naming the parameter. */

export function optionalString(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name)
  return value === null || value === '' ? undefined : value
}

export function requiredString(query: URLSearchParams, name: string): string {
  const value = optionalString(query, name)
  if (value === undefined) throw badRequest(`Query parameter "${name}" is required`)
  return value
}

export function positiveInteger(query: URLSearchParams, name: string, fallback: number, max: number): number {
  const text = optionalString(query, name)
  if (text === undefined) return fallback
  if (!/^\d+$/.test(text)) throw badRequest(`Query parameter "${name}" must be a positive integer, got "${text}"`)
  const value = Number(text)
  if (value < 1 || value > max) throw badRequest(`Query parameter "${name}" must be between 1 and ${max}, got ${value}`)
  return value
}

/** Comma-separated list (the kernel's HTTP client joins arrays with commas); empty items dropped. */
export function list(query: URLSearchParams, name: string): string[] | undefined {
  const text = optionalString(query, name)
  if (text === undefined) return undefined
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0)
}

export function optionalBoolean(query: URLSearchParams, name: string): boolean | undefined {
  const text = optionalString(query, name)
  if (text === undefined) return undefined
  if (text === 'true' || text === '1') return true
  if (text === 'false' || text === '0') return false
  throw badRequest(`Query parameter "${name}" must be true or false, got "${text}"`)
}
