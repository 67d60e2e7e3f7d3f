import * as t from 'io-ts'

/** `codec` or null. Named "X | null" so refusals read "Expected string | null received number". */
export const nullable = <C extends t.Mixed>(codec: C) => /* @__PURE__ */ t.union([codec, t.null], `${codec.name} | null`)

/** An object with required and optional fields (optional ones may be absent or undefined). */
export const withOptional = <R extends t.Props, O extends t.Props>(required: R, optional: O, name: string) =>
  /* @__PURE__ */ t.intersection([/* @__PURE__ */ t.type(required), /* @__PURE__ */ t.partial(optional)], name)

/**
 * A list read from outside (storage above all) kept within `max` items: items the codec refuses and
 * repeats (by `keyOf`) are skipped, and reading stops once `max` are kept, so a list of 100,000 stored
 * entries costs no more than the few kept. Anything but an array is refused.
 */
export const boundedList = <C extends t.Mixed>(codec: C, max: number, name: string, keyOf?: (item: t.TypeOf<C>) => unknown) =>
  /* @__PURE__ */ new t.Type<Array<t.TypeOf<C>>, Array<t.OutputOf<C>>, unknown>(
    name,
    (u): u is Array<t.TypeOf<C>> =>
      Array.isArray(u) &&
      u.length <= max &&
      u.every((item) => codec.is(item)) &&
      (!keyOf || new Set(u.map((item) => keyOf(item as t.TypeOf<C>))).size === u.length),
    (u, c) => {
      if (!Array.isArray(u)) return t.failure(u, c)
      const kept: Array<t.TypeOf<C>> = []
      const seen = new Set<unknown>()
      for (let i = 0; i < u.length && kept.length < max; i++) {
        const result = codec.validate(u[i], [...c, { key: String(i), type: codec, actual: u[i] }])
        if (result._tag === 'Left') continue
        const item = result.right as t.TypeOf<C>
        const key = keyOf ? keyOf(item) : undefined
        if (keyOf && seen.has(key)) continue
        seen.add(key)
        kept.push(item)
      }
      return t.success(kept)
    },
    (list) => list.map((item) => codec.encode(item) as t.OutputOf<C>),
  )
