/** A chat photo at full size, in a dialog (Esc, ✕ or the backdrop close it). */
import type { ChatPhoto } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/Modal.tsx'

export function PhotoViewer({ photo, onClose }: { photo: ChatPhoto; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Modal open title={t('chat.message.photo')} onClose={onClose} width={960} testId="photo-viewer">
      <img
        className="photo-full"
        src={photo.url}
        alt={t('chat.message.photo')}
        width={photo.width}
        height={photo.height}
      />
    </Modal>
  )
}
