/** Two records hold the same values, field by field (`Object.is`): a derived slice that did not change. */
export const sameFields = <T extends object>(a: T, b: T): boolean =>
  (Object.keys(a) as Array<keyof T>).every((key) => Object.is(a[key], b[key]))
