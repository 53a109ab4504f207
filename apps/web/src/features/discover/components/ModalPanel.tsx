/**
 * A modal <dialog> for the discovery panels (the category drawer, the phone's filter sheet), with
 * a title and a close button: focus stays inside while it is open and starts on `initialFocus` (else the dialog's first
 * control); Esc and a click on the backdrop close it; focus returns to the opener afterwards.
 * Render it only while open.
 */
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import './discover.css'

interface Props {
  className: string
  title: string
  onClose: () => void
  children: ReactNode
  initialFocus?: RefObject<HTMLElement | null>
  testId?: string
}

export function ModalPanel({ className, title, onClose, children, initialFocus, testId }: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal()
    initialFocus?.current?.focus()
    return () => {
      if (dialog?.open) dialog.close()
      opener?.focus()
    }
  }, [initialFocus])
  return (
    <dialog
      ref={ref}
      className={`disc-modal ${className}`}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return
        e.preventDefault()
        onClose()
      }}
      onClick={(e) => {
        // The dialog element itself is only hit outside its content, i.e. on the backdrop.
        if (e.target === e.currentTarget) onClose()
      }}
    >
      <div className="disc-modal-inner">
        <header className="disc-modal-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={onClose}>
            ✕
          </button>
        </header>
        {children}
      </div>
    </dialog>
  )
}
