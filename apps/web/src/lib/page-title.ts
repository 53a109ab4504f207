/**
 * A page's own title (a listing's or member's name). The shell names the tab from the route's
 * title key unless a page has said what it shows; this store carries that from page to shell.
 */
import { useEffect } from 'react'
import { createStore, useStore } from './store.ts'

const pageTitle = createStore<string | null>(null)

/** Names the tab after `name` while the calling page is shown (nothing while it is undefined). */
export function useDocumentTitle(name: string | null | undefined): void {
  useEffect(() => {
    if (!name) return
    pageTitle.set(name)
    return () => pageTitle.set(null)
  }, [name])
}

export function usePageTitleOverride(): string | null {
  return useStore(pageTitle)
}

/** The page's own title now (tests, and code outside React). */
export const currentPageTitle = (): string | null => pageTitle.get()
