export interface Spread {
  readonly median: number
  readonly min: number
  readonly max: number
  readonly n: number
}

/** Median, min and max of the finite values (null when there are none). */
export function spread(values: ReadonlyArray<number | null | undefined>): Spread | null {
  const xs = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b)
  if (!xs.length) return null
  const mid = Math.floor(xs.length / 2)
  const median = xs.length % 2 ? xs[mid]! : (xs[mid - 1]! + xs[mid]!) / 2
  return { median, min: xs[0]!, max: xs[xs.length - 1]!, n: xs.length }
}
