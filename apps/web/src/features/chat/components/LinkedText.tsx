/**
 * A message's text with its links (contract `linksIn`) shown as links. One to this site opens
 * here; one to another site asks first (`onLeave`, LeaveSiteDialog) and then opens in a new tab
 * without a referrer or a handle back to this page.
 */
import { linksIn } from '@kaifong/contract'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** The path of a link to this site, or null for another site. */
function ownPath(url: string): string | null {
  try {
    const parsed = new URL(url)
    return parsed.host === window.location.host ? parsed.pathname + parsed.search + parsed.hash : null
  } catch {
    return null
  }
}

export function LinkedText({ text, onLeave }: { text: string; onLeave: (url: string) => void }) {
  const parts: ReactNode[] = []
  let at = 0
  for (const link of linksIn(text)) {
    if (link.start > at) parts.push(text.slice(at, link.start))
    const typed = text.slice(link.start, link.end)
    const path = ownPath(link.url)
    parts.push(
      path ? (
        <Link key={link.start} to={path}>
          {typed}
        </Link>
      ) : (
        <a
          key={link.start}
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="message-link"
          onClick={(e) => {
            e.preventDefault()
            onLeave(link.url)
          }}
        >
          {typed}
        </a>
      ),
    )
    at = link.end
  }
  if (at < text.length) parts.push(text.slice(at))
  return <>{parts}</>
}
