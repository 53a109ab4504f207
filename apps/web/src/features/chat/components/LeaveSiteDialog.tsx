/** "You are leaving Kaifong Market to <host>": a link in a message opens another site only after this. */
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../../components/FormActions.tsx'
import { Modal } from '../../../components/Modal.tsx'

const hostOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

export function LeaveSiteDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation()
  const open = () => {
    window.open(url, '_blank', 'noopener,noreferrer')
    onClose()
  }
  return (
    <Modal open title={t('chat.leave.title')} onClose={onClose} width={420} testId="leave-dialog">
      <p className="confirm-text">{t('chat.leave.body', { host: hostOf(url) })}</p>
      <p className="leave-url small muted">{url}</p>
      <p className="small">{t('chat.leave.careful')}</p>
      <FormActions label={t('chat.leave.open')} testId="leave-open" onCancel={onClose} onClick={open} />
    </Modal>
  )
}
