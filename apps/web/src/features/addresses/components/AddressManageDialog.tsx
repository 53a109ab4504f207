/** Address management in a dialog (docs/product/screens.md), so the wizard can add a place without leaving. */
import type { Address } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/Modal.tsx'
import { AddressBook } from './AddressBook.tsx'

interface Props {
  open: boolean
  onClose: () => void
  onCreated?: (address: Address) => void
}

export function AddressManageDialog({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation()
  return (
    <Modal open={open} title={t('address.manageTitle')} onClose={onClose} width={520} testId="address-manage">
      <AddressBook onCreated={onCreated} />
      <div className="row-end addr-dialog-foot">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  )
}
