/**
 * Shows toasts; sticky warnings (docs/product/messages.md) stay until closed. The list is a manual popover so it
 * sits in the top layer, above any open modal dialog. A modal dialog makes everything outside it
 * inert (a toast could be seen but not closed, and a tap on it fell through to the backdrop), so
 * while one is open the list lives inside the topmost one.
 */
import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { dismissToast, useToasts } from '../lib/ui.ts'

/** The topmost open modal <dialog>, followed as dialogs open and close. */
function useTopModal(): HTMLDialogElement | null {
  const [top, setTop] = useState<HTMLDialogElement | null>(null)
  useEffect(() => {
    const find = () => {
      const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter((d) => {
        try {
          return d.matches(':modal')
        } catch {
          return true
        }
      })
      setTop(open.at(-1) ?? null)
    }
    find()
    const observer = new MutationObserver(find)
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    })
    return () => observer.disconnect()
  }, [])
  return top
}

export function Toaster() {
  const list = useToasts()
  const { t } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  const modal = useTopModal()
  // biome-ignore lint/correctness/useExhaustiveDependencies: a list moved into another dialog is a new element to show
  useEffect(() => {
    const el = ref.current
    // Between a dialog's removal and our observer noticing it, the list sits in a detached node.
    if (!el?.showPopover || !el.isConnected) return
    // Re-showing moves it to the top of the top layer, above a dialog opened since.
    try {
      if (el.matches(':popover-open')) el.hidePopover()
      if (list.length) el.showPopover()
    } catch {
      // A toast shown without the top layer is still a toast; never let it break the page.
    }
  }, [list, modal])
  const toasts = (
    <div ref={ref} className="toaster" popover="manual" aria-live="polite">
      {list.map((item) => (
        <div
          key={item.id}
          className={`toast toast-${item.kind}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
        >
          <div className="toast-text">
            {item.title && <strong>{item.title}</strong>}
            <span>{item.message}</span>
          </div>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('common.close')}
            onClick={() => dismissToast(item.id)}
          >
            ✕
          </button>
        </div>
      ))}
    </div>
  )
  return modal ? createPortal(toasts, modal) : toasts
}
