/**
 * A row of tabs over one panel (WAI-ARIA tabs pattern): only the chosen tab is in the Tab order,
 * arrow keys move between tabs, and on a phone the row scrolls the chosen tab into view. The
 * panel takes `tabPanelProps(idPrefix, active)` so the tab and its panel name each other.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react'

interface TabRowProps<T extends string> {
  tabs: readonly T[]
  active: T
  onSelect: (tab: T) => void
  /** The accessible name of the row. */
  label: string
  /** Tab ids are `<idPrefix>-tab-<tab>`, the panel's id `<idPrefix>-panel`. */
  idPrefix: string
  /** Test ids are `<testIdPrefix><tab>`; `<idPrefix>-tab-` unless given. */
  testIdPrefix?: string
  children: (tab: T) => ReactNode
}

export function TabRow<T extends string>({
  tabs,
  active,
  onSelect,
  label,
  idPrefix,
  testIdPrefix = `${idPrefix}-tab-`,
  children,
}: TabRowProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const activeIndex = tabs.indexOf(active)
  // A shared link can open a tab that is off screen on a phone's scrolling row.
  useEffect(() => {
    buttons.current[activeIndex]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [activeIndex])
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    e.preventDefault()
    const next = (activeIndex + step + tabs.length) % tabs.length
    const tab = tabs[next]
    if (tab === undefined) return
    onSelect(tab)
    buttons.current[next]?.focus()
  }
  return (
    <div className="tab-row" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => (
        <button
          key={tab}
          ref={(el) => {
            buttons.current[i] = el
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab}`}
          aria-selected={tab === active}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab === active ? 0 : -1}
          data-testid={`${testIdPrefix}${tab}`}
          onClick={() => onSelect(tab)}
        >
          {children(tab)}
        </button>
      ))}
    </div>
  )
}

/** The attributes of the panel a TabRow controls. */
export function tabPanelProps(idPrefix: string, active: string) {
  return {
    id: `${idPrefix}-panel`,
    role: 'tabpanel',
    'aria-labelledby': `${idPrefix}-tab-${active}`,
  } as const
}
