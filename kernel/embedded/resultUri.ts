import * as t from 'io-ts'

/** SPEC §2: the query parameter a redirect sign-in (Telegram mini-app) returns with. */
export const RESULT_URI_PARAM = 'result_uri'

const isWebUrl = (text: string): boolean => {
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** The sign-in page's answer: an absolute http(s) address (the frame checks whose it is). */
export const ResultUri = t.refinement(t.string, (text) => text.length <= 4_096 && isWebUrl(text), 'ResultUri')

/**
 * The page address split into the `result_uri` it carries (undefined when there is none) and the
 * same address without it, which is what the address bar must show from then on.
 */
export function takeResultUri(href: string): { readonly value: unknown; readonly rest: string } | undefined {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return undefined
  }
  if (!url.searchParams.has(RESULT_URI_PARAM)) return undefined
  const value = url.searchParams.get(RESULT_URI_PARAM)
  url.searchParams.delete(RESULT_URI_PARAM)
  return { value, rest: url.href }
}

/** The address a redirect sign-in comes back to: this page as it is, minus any earlier answer. */
export const returnAddress = (href: string): string => takeResultUri(href)?.rest ?? href
