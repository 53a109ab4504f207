/**
 * An accessible modal dialog on the native <dialog> element (focus trap and Esc for free). When it
 * closes, focus goes back to what had it before it opened (docs/architecture.md, "Web features").
 */
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'

interface Props {
  open: boolean
  title: string
  /** One line under the title that says what the dialog is for (read out with its name). */
  description?: string | null
  onClose: () => void
  children: ReactNode
  width?: number
  testId?: string
}

/**
 * Remembers the element that had focus when the dialog opened and focuses it again once the dialog
 * is gone (Esc, ✕, backdrop, or done). If it cannot take focus any more (removed, or disabled like
 * "send code" during its countdown), focus goes to the dialog this one was opened from (the slider
 * over the login dialog), so it never drops to the page.
 */
function useReturnFocus(open: boolean, ref: RefObject<HTMLDialogElement | null>) {
  const opener = useRef<HTMLElement | null>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    const active = document.activeElement
    // A second run while open (React's strict mode) finds focus inside: keep the first opener.
    if (active instanceof HTMLElement && active !== document.body && !dialog.contains(active)) {
      opener.current = active
    }
    const below = dialog.parentElement?.closest('dialog')
    return () => {
      if (dialog.isConnected) return // still shown: not a close
      const target = opener.current
      opener.current = null
      target?.focus()
      if (target && document.activeElement === target) return
      if (!below?.isConnected) return
      const start = below.querySelector<HTMLElement>('[data-autofocus]')
      ;(start ?? below.querySelector<HTMLElement>('button:not(:disabled)'))?.focus()
    }
  }, [open, ref])
}

export function Modal({ open, title, description, onClose, children, width = 420, testId }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const descriptionId = useId()
  const { t } = useTranslation()
  useReturnFocus(open, ref)
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
      aria-describedby={description ? descriptionId : undefined}
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
        {description && (
          <p id={descriptionId} className="notice modal-description" data-testid="modal-description">
            {description}
          </p>
        )}
        {children}
      </div>
    </dialog>
  )
}
