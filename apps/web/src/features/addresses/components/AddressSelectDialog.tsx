/**
 * Choose one or more meet-up places for a listing (docs/product/screens.md address selection). "Manage" opens the
 * address management dialog in its place; a place added there comes back ticked. Mount it when
 * it opens: the ticks start from `selected` each time.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/Modal.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { useAddresses } from '../api/addresses.ts'
import { addressLine } from '../districts.ts'
import { AddressManageDialog } from './AddressManageDialog.tsx'
import '../address.css'

interface Props {
  selected: readonly string[]
  onConfirm: (ids: string[]) => void
  onClose: () => void
}

export function AddressSelectDialog({ selected, onConfirm, onClose }: Props) {
  const { t } = useTranslation()
  const list = useAddresses()
  const [picked, setPicked] = useState<string[]>(() => [...selected])
  const [managing, setManaging] = useState(false)
  const addresses = list.data ?? []

  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]))
  // Keep the book's order and drop places deleted meanwhile.
  const chosen = addresses.filter((a) => picked.includes(a.id)).map((a) => a.id)

  return (
    <>
      <Modal
        open={!managing}
        title={t('address.selectTitle')}
        onClose={onClose}
        width={480}
        testId="address-select"
      >
        {list.isPending && <Spinner label={t('common.loading')} />}
        {list.isSuccess && addresses.length === 0 && <p className="muted">{t('address.emptySelect')}</p>}
        <fieldset className="addr-choices" aria-label={t('address.selectTitle')}>
          {addresses.map((a) => (
            <label key={a.id} className="addr-choice">
              <input
                type="checkbox"
                checked={picked.includes(a.id)}
                onChange={() => toggle(a.id)}
                data-testid={`address-pick-${a.id}`}
              />
              <span className="addr-text">
                <strong>
                  {a.name} {a.isDefault && <span className="badge">{t('address.default')}</span>}
                </strong>
                <span className="muted small">{addressLine(a, t)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="addr-select-foot">
          <button
            type="button"
            className="btn btn-ghost btn-small"
            data-testid="address-manage-open"
            onClick={() => setManaging(true)}
          >
            {addresses.length === 0 ? `+ ${t('address.add')}` : t('address.manage')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            data-testid="address-select-ok"
            // Nothing ticked: nothing to use (a place is removed from the form itself).
            disabled={chosen.length === 0}
            onClick={() => onConfirm(chosen)}
          >
            {t('address.useSelected', { n: chosen.length })}
          </button>
        </div>
      </Modal>
      <AddressManageDialog
        open={managing}
        onClose={() => setManaging(false)}
        onCreated={(a) => setPicked((p) => [...p, a.id])}
      />
    </>
  )
}
