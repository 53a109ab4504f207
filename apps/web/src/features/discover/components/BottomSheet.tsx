/** A sheet rising from the bottom of a phone's screen (the search filters). */
import type { ReactNode } from 'react'
import { ModalPanel } from './ModalPanel.tsx'
import './goods-list.css'

interface Props {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
  testId?: string
}

export function BottomSheet({ open, title, onClose, children, footer, testId }: Props) {
  if (!open) return null
  return (
    <ModalPanel className="sheet" title={title} onClose={onClose} testId={testId}>
      <div className="sheet-body">{children}</div>
      {footer && <footer className="sheet-foot">{footer}</footer>}
    </ModalPanel>
  )
}
