import { useId, type KeyboardEvent, type ReactNode } from 'react'
import { tab, tabs } from './styles'

export interface TabDefinition {
  readonly id: string
  readonly label: string
}

/**
 * WAI-ARIA tabs: the selected tab is the only one in the tab order, arrow keys move between tabs.
 * `selected` is owned by the caller (the kernel's account `currentTab` when it has a command).
 */
export function Tabs({
  label,
  items,
  selected,
  onSelect,
  children,
}: {
  readonly label: string
  readonly items: ReadonlyArray<TabDefinition>
  readonly selected: string
  readonly onSelect: (id: string) => void
  readonly children: ReactNode
}) {
  const base = useId()
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected)
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = items[(index + step + items.length) % items.length]
    if (!next) return
    onSelect(next.id)
    event.currentTarget.querySelector<HTMLElement>(`[data-tab="${next.id}"]`)?.focus()
  }
  return (
    <>
      <div className={tabs} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            data-tab={item.id}
            aria-selected={item.id === selected}
            aria-controls={`${base}-panel`}
            tabIndex={item.id === selected ? 0 : -1}
            className={tab}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${selected}`}>
        {children}
      </div>
    </>
  )
}
