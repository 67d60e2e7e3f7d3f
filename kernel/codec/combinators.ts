import * as t from 'io-ts'

/** `codec` or null. Named "X | null" so refusals read "Expected string | null received number". */
export const nullable = <C extends t.Mixed>(codec: C) => /* @__PURE__ */ t.union([codec, t.null], `${codec.name} | null`)

/** An object with required and optional fields (optional ones may be absent or undefined). */
export const withOptional = <R extends t.Props, O extends t.Props>(required: R, optional: O, name: string) =>
  /* @__PURE__ */ t.intersection([/* @__PURE__ */ t.type(required), /* @__PURE__ */ t.partial(optional)], name)
