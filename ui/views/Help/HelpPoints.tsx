import type { ComponentType } from 'react'
import { Button } from '../../components/Button'
import { small } from '../../components/styles'
import { point, pointText, pointTitle, points } from './styles'

export interface HelpPoint {
  readonly Illustration: ComponentType
  readonly title: string
  readonly text: string
}

/** A help view's body: its points, each a drawing, a heading and a line, then the one way on. */
export function HelpPoints({ items, action, onAction }: { readonly items: ReadonlyArray<HelpPoint>; readonly action: string; readonly onAction: () => void }) {
  return (
    <div>
      <ul className={points}>
        {items.map(({ Illustration, title, text }) => (
          <li key={title} className={point}>
            <Illustration />
            <div className={pointText}>
              <h3 className={pointTitle}>{title}</h3>
              <span className={small}>{text}</span>
            </div>
          </li>
        ))}
      </ul>
      <Button full onClick={onAction}>
        {action}
      </Button>
    </div>
  )
}
