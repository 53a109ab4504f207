/** "Contact seller": the seller's contact methods with an enquiry about this listing prefilled. */
import type { GoodsDetail } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/Modal.tsx'
import { enquiryText } from '../lib/contact-text.ts'
import { ContactList } from './ContactList.tsx'

interface Props {
  goods: GoodsDetail
  open: boolean
  onClose: () => void
}

export function ContactDialog({ goods, open, onClose }: Props) {
  const { t } = useTranslation()
  const { subject, message } = enquiryText(t, goods)
  return (
    <Modal
      open={open}
      title={t('detail.contact.title')}
      onClose={onClose}
      width={480}
      testId="contact-dialog"
    >
      <p className="muted small">{t('detail.contact.intro', { name: goods.sellerName })}</p>
      <ContactList contacts={goods.contacts} subject={subject} message={message} />
    </Modal>
  )
}
