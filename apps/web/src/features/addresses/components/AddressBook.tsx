/**
 * The address book: list, add, edit, delete (with confirmation) and set default; at most 5
 * (docs/product/validation.md, constants.md). Used by /setting/address and the address management dialog.
 */
import { type Address, MAX_ADDRESSES } from '@kaifong/contract'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../lib/ui.ts'
import { useAddresses, useDeleteAddress, useSetDefaultAddress } from '../api/addresses.ts'
import { addressLine } from '../districts.ts'
import { AddressForm } from './AddressForm.tsx'
import '../address.css'

interface Props {
  /** Called after a new address is saved (the wizard selects it). */
  onCreated?: (address: Address) => void
  /** Open the "add" form once the book has loaded, unless it is full (then the limit is shown). */
  startAdding?: boolean
}

export function AddressBook({ onCreated, startAdding = false }: Props) {
  const { t } = useTranslation()
  const list = useAddresses()
  const setDefault = useSetDefaultAddress()
  const remove = useDeleteAddress()
  const [editing, setEditing] = useState<Address | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Address | null>(null)
  const addresses = list.data ?? []
  const full = addresses.length >= MAX_ADDRESSES
  const started = useRef(false)
  useEffect(() => {
    if (!startAdding || started.current || !list.isSuccess) return
    started.current = true
    if (!full) setEditing('new')
  }, [startAdding, list.isSuccess, full])

  if (editing) {
    return (
      <AddressForm
        address={editing === 'new' ? null : editing}
        onCancel={() => setEditing(null)}
        onDone={(saved) => {
          if (editing === 'new') onCreated?.(saved)
          setEditing(null)
        }}
      />
    )
  }

  const confirmDelete = () => {
    const target = deleting
    setDeleting(null)
    if (target) remove.mutate(target.id, { onSuccess: () => toast(t('address.deleted'), 'success') })
  }

  return (
    <div className="addr-book" data-testid="address-book">
      {list.isPending && <Spinner label={t('common.loading')} />}
      {list.isError && <p className="form-error">{t('errors.loadFailed')}</p>}
      {list.isSuccess && addresses.length === 0 && <p className="muted">{t('address.empty')}</p>}
      <ul className="addr-list">
        {addresses.map((a) => (
          <AddressItem
            key={a.id}
            address={a}
            settingDefault={setDefault.isPending}
            onSetDefault={() => setDefault.mutate(a.id)}
            onEdit={() => setEditing(a)}
            onDelete={() => setDeleting(a)}
          />
        ))}
      </ul>
      <div className="addr-add">
        <button
          type="button"
          className="btn btn-outline"
          data-testid="address-add"
          disabled={full || !list.isSuccess}
          aria-describedby="addr-limit"
          onClick={() => setEditing('new')}
        >
          + {t('address.add')}
        </button>
        <p id="addr-limit" className={`field-hint${full ? ' warn' : ''}`}>
          {full
            ? t('address.limitReached', { max: MAX_ADDRESSES })
            : t('address.count', { n: addresses.length, max: MAX_ADDRESSES })}
        </p>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('address.delete')}
        message={t('address.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('address.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  )
}

interface ItemProps {
  address: Address
  /** A "set default" is on its way. */
  settingDefault: boolean
  onSetDefault: () => void
  onEdit: () => void
  onDelete: () => void
}

function AddressItem({ address: a, settingDefault, onSetDefault, onEdit, onDelete }: ItemProps) {
  const { t } = useTranslation()
  return (
    <li className="addr-item" data-testid="address-item">
      <div className="addr-text">
        <strong>
          {a.name} {a.isDefault && <span className="badge">{t('address.default')}</span>}
        </strong>
        <span className="muted small">{addressLine(a, t)}</span>
        {(a.consignee || a.mobile) && (
          <span className="muted small">{[a.consignee, a.mobile].filter(Boolean).join(' · ')}</span>
        )}
      </div>
      <div className="addr-actions">
        {!a.isDefault && (
          <button type="button" className="link" disabled={settingDefault} onClick={onSetDefault}>
            {t('address.setDefault')}
          </button>
        )}
        <button
          type="button"
          className="link"
          aria-label={`${t('address.edit')}: ${a.name}`}
          onClick={onEdit}
        >
          {t('address.editShort')}
        </button>
        <button
          type="button"
          className="link addr-delete"
          aria-label={`${t('address.delete')}: ${a.name}`}
          onClick={onDelete}
        >
          {t('address.delete')}
        </button>
      </div>
    </li>
  )
}
