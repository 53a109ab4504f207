/** A chat photo at full size, in a dialog (Esc, ✕ or the backdrop close it); `onError`: it did not load from its address. */
import type { ChatPhoto } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/Modal.tsx'

export function PhotoViewer({
  photo,
  onClose,
  onError,
}: {
  photo: ChatPhoto
  onClose: () => void
  onError: (src: string) => void
}) {
  const { t } = useTranslation()
  return (
    <Modal open title={t('chat.message.photo')} onClose={onClose} width={960} testId="photo-viewer">
      <img
        className="photo-full"
        src={photo.url}
        alt={t('chat.message.photo')}
        width={photo.width}
        height={photo.height}
        onError={() => onError(photo.url)}
      />
    </Modal>
  )
}
