import { Fragment } from 'react'
import { feePart } from './styles'

/** How every catalogue joins a quote's figures ('Fee 0.75 USD · network 0.50 USD'). */
const SEPARATOR = ' · '

/**
 * A quote's fee line, each figure kept whole and the separator opening the next one, so a narrow row
 * breaks between the figures and never leaves the separator at a line's end. A translation without
 * the separator is one part, wrapped as any text.
 */
export function FeeLine({ text }: { readonly text: string }) {
  const [first, ...rest] = text.split(SEPARATOR)
  return (
    <span data-testid="onramp-fees">
      <span className={feePart}>{first}</span>
      {rest.map((part, index) => (
        <Fragment key={index}>
          {' '}
          <span className={feePart}>
            {SEPARATOR.trimStart()}
            {part}
          </span>
        </Fragment>
      ))}
    </span>
  )
}
