/** The medal dialog (docs/product/screens.md): avatar, nickname, medal count, and the four medals, unowned greyed. */
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/Modal.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { useMedals } from '../api/medals.ts'
import { MedalGrid } from './MedalGrid.tsx'

export function MedalDialog({
  memberId,
  open,
  onClose,
}: {
  memberId?: string
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { data, isPending, isError } = useMedals(memberId, open)
  return (
    <Modal open={open} title={t('medals.title')} onClose={onClose} width={460}>
      {isPending && <Spinner label={t('common.loading')} />}
      {isError && <p className="form-error">{t('errors.loadFailed')}</p>}
      {data && <MedalGrid list={data} />}
    </Modal>
  )
}
