/** What a route answers: JSON, or raw bytes with their content type. */
export type Reply =
  | { readonly kind: 'json'; readonly status: number; readonly body: unknown; readonly headers?: Readonly<Record<string, string>> }
  | {
      readonly kind: 'raw'
      readonly status: number
      readonly body: string | Uint8Array
      readonly contentType: string
      readonly headers?: Readonly<Record<string, string>>
    }

export const json = (body: unknown, status = 200, headers?: Readonly<Record<string, string>>): Reply => ({
  kind: 'json',
  status,
  body,
  ...(headers ? { headers } : {}),
})

export const raw = (
  body: string | Uint8Array,
  contentType: string,
  status = 200,
  headers?: Readonly<Record<string, string>>,
): Reply => ({ kind: 'raw', status, body, contentType, ...(headers ? { headers } : {}) })
