/** An accessible modal dialog on the native <dialog> element (focus trap and Esc for free). */
import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

interface Props {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  width?: number
  testId?: string
}

export function Modal({ open, title, onClose, children, width = 420, testId }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const { t } = useTranslation()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal?.()
    if (!open && dialog.open) dialog.close?.()
  }, [open])
  // Start on the field marked data-autofocus (a form's first input) rather than the close button;
  // again when the content changes under the same title bar (login ↔ register ↔ recover).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new title means new content to focus
  useEffect(() => {
    if (!open) return
    ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus()
  }, [open, title])
  if (!open) return null
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Esc is handled by onCancel
    <dialog
      ref={ref}
      className="modal"
      style={{ maxWidth: width }}
      aria-label={title}
      data-testid={testId}
      onCancel={(e) => {
        // React bubbles a nested dialog's cancel (Esc on the slider inside the login dialog) up
        // to this one: close only the dialog that was cancelled.
        if (e.target !== e.currentTarget) return
        e.preventDefault()
        onClose()
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose()
      }}
    >
      <div className="modal-body">
        <header className="modal-head">
          <h2>{title}</h2>
          <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={onClose}>
            ✕
          </button>
        </header>
        {children}
      </div>
    </dialog>
  )
}
