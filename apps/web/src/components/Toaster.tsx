/**
 * Shows toasts; sticky warnings (SPEC §8) stay until closed. The list is a manual popover so it
 * sits in the top layer, above any open modal dialog, and stays clickable.
 */
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { dismissToast, useToasts } from '../lib/ui.ts'

export function Toaster() {
  const list = useToasts()
  const { t } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = ref.current
    if (!el?.showPopover) return
    // Re-showing moves it to the top of the top layer, above a dialog opened since.
    if (el.matches(':popover-open')) el.hidePopover()
    if (list.length) el.showPopover()
  }, [list])
  return (
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
}
