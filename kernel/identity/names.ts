/** What a name stands for on one network (SPEC §7 profile call). */
export interface ResolvedName {
  readonly name: string
  readonly address: string
  readonly avatar?: string | undefined
}

/** A name (label.label…), not an address: what the Send view looks up before sending. */
export const isNameLike = (text: string): boolean => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(text) && !/^0x[0-9a-f]*$/i.test(text)
