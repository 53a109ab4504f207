/**
 * A header link with a count badge (the chat's, the notices'): on phones it goes to its page; from
 * 768 px wide a click opens a dropdown over the page instead. Esc from the link or anywhere in the
 * dropdown closes it and gives focus back to the link; so does a click outside.
 */
import { MOBILE_BREAKPOINT } from '@kaifong/contract'
import { type ReactNode, useCallback, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useDismiss } from '../lib/use-dismiss.ts'
import './header-menu.css'

/** A count as a badge shows it: 99 at most, then "99+". */
export const countText = (count: number) => (count > 99 ? '99+' : String(count))

interface Props {
  to: string
  /** The link's accessible name (say the count in it: the badge itself is hidden from readers). */
  label: string
  count: number
  icon: ReactNode
  /** A class for the wrapper (`<name>-menu`) and the link (`<name>`), for the feature's own styles. */
  name: string
  /** The link's test id; the count's is `<testId>-count`. */
  testId: string
  /** The dropdown, rendered while open (`close` closes it). */
  dropdown: (close: () => void) => ReactNode
}

export function HeaderMenu({ to, label, count, icon, name, testId, dropdown }: Props) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const link = useRef<HTMLAnchorElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(ref, open, close)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys of the link and the dropdown inside it
    <div
      className={`header-menu ${name}-menu`}
      ref={ref}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return
        setOpen(false)
        link.current?.focus()
      }}
    >
      <Link
        ref={link}
        to={to}
        className={`header-link header-menu-link ${name}`}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid={testId}
        onClick={(e) => {
          // Phones go to the page; wider screens open the dropdown over the page.
          if (window.innerWidth < MOBILE_BREAKPOINT) return
          e.preventDefault()
          setOpen(!open)
        }}
      >
        {icon}
        {count > 0 && (
          // Not a <span>: the phone header hides the spans of its links (their text is the label).
          <b className="header-menu-count" aria-hidden data-testid={`${testId}-count`}>
            {countText(count)}
          </b>
        )}
      </Link>
      {open && dropdown(close)}
    </div>
  )
}
