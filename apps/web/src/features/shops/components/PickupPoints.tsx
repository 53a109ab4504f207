/**
 * The shop's pickup points (docs/product/shops.md; the cart's self pickup): the list, each editable
 * and removable (after a confirmation), and a form to add one (at most SHOP_ADDRESSES_MAX).
 */
import { zodResolver } from '@hookform/resolvers/zod'
import {
  ADDRESS_NAME_MAX,
  MAX_INPUT_LENGTH,
  SHOP_ADDRESSES_MAX,
  SHOP_HOURS_MAX,
  type ShopAddress,
  shopAddressBody,
} from '@kaifong/contract'
import { placeName } from '@kaifong/contract/places'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { Field } from '../../../components/Field.tsx'
import { FormActions } from '../../../components/FormActions.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { currentLanguage, translateIssue } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { useRemovePickup, useSavePickup } from '../api/mine.ts'
import { DistrictOptions } from './ShopApplyForm.tsx'

type Input = z.input<typeof shopAddressBody>
type Output = z.output<typeof shopAddressBody>
const FIELDS = ['name', 'district', 'detail', 'hours'] as const
const MAX: Record<(typeof FIELDS)[number], number> = {
  name: ADDRESS_NAME_MAX,
  district: 0,
  detail: MAX_INPUT_LENGTH,
  hours: SHOP_HOURS_MAX,
}

function PickupForm({ from, onDone }: { from?: ShopAddress; onDone: () => void }) {
  const { t } = useTranslation()
  const save = useSavePickup()
  const [error, setErrorText] = useState<string | null>(null)
  const { register, handleSubmit, formState, setError } = useForm<Input, unknown, Output>({
    resolver: zodResolver(shopAddressBody),
    mode: 'onTouched',
    defaultValues: {
      name: from?.name ?? '',
      district: from?.district,
      detail: from?.detail ?? '',
      hours: from?.hours ?? '',
    },
  })
  const err = (name: (typeof FIELDS)[number]) => translateIssue(formState.errors[name]?.message)
  const submit = handleSubmit(async (body) => {
    setErrorText(null)
    try {
      await save.mutateAsync({ id: from?.id, body })
      toast(t('shops.owner.pickup.saved'), 'success')
      onDone()
    } catch (e) {
      setErrorText(applyServerErrors(e, setError, FIELDS))
    }
  })
  const id = (name: string) => `pickup-${from?.id ?? 'new'}-${name}`
  return (
    <form className="form pickup-form" onSubmit={submit} noValidate data-testid="pickup-form">
      {FIELDS.map((name) =>
        name === 'district' ? (
          <Field key={name} id={id(name)} label={t('shops.owner.pickup.district')} error={err(name)}>
            <select id={id(name)} {...register('district')}>
              <option value="">{t('shops.owner.pickup.districtPlaceholder')}</option>
              <DistrictOptions />
            </select>
          </Field>
        ) : (
          <Field key={name} id={id(name)} label={t(`shops.owner.pickup.${name}`)} error={err(name)}>
            <input
              id={id(name)}
              maxLength={MAX[name]}
              aria-invalid={err(name) ? true : undefined}
              {...register(name)}
            />
          </Field>
        ),
      )}
      <FormError message={error} />
      <FormActions
        label={t('shops.owner.pickup.save')}
        testId="pickup-save"
        pending={formState.isSubmitting}
        onCancel={onDone}
      />
    </form>
  )
}

function PickupItem({ point }: { point: ShopAddress }) {
  const { t } = useTranslation()
  const remove = useRemovePickup()
  const [editing, setEditing] = useState(false)
  const [asking, setAsking] = useState(false)
  if (editing)
    return (
      <li className="pickup-item">
        <PickupForm from={point} onDone={() => setEditing(false)} />
      </li>
    )
  return (
    <li className="pickup-item" data-testid="pickup-item">
      <div>
        <p className="pickup-name">{point.name}</p>
        <p className="muted small">
          {placeName(point.district, currentLanguage())} · {point.detail}
          {point.hours && ` · ${point.hours}`}
        </p>
      </div>
      <div className="pickup-actions">
        <button
          type="button"
          className="btn btn-ghost btn-small"
          aria-label={t('shops.owner.pickup.editNamed', { name: point.name })}
          onClick={() => setEditing(true)}
        >
          {t('shops.owner.pickup.edit')}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          aria-label={t('shops.owner.pickup.removeNamed', { name: point.name })}
          disabled={remove.isPending}
          onClick={() => setAsking(true)}
        >
          {t('shops.owner.pickup.remove')}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('shops.owner.pickup.removeTitle')}
        message={t('shops.owner.pickup.removeBody', { name: point.name })}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          remove.mutate(point.id, { onSuccess: () => toast(t('shops.owner.pickup.removed'), 'success') })
        }}
      />
    </li>
  )
}

export function PickupPoints({ points }: { points: ShopAddress[] }) {
  const { t } = useTranslation()
  const [adding, setAdding] = useState(false)
  return (
    <div className="pickup-points">
      {points.length === 0 && <p className="muted">{t('shops.owner.pickup.none')}</p>}
      <ul className="pickup-list">
        {points.map((p) => (
          <PickupItem key={p.id} point={p} />
        ))}
      </ul>
      {adding ? (
        <PickupForm onDone={() => setAdding(false)} />
      ) : (
        points.length < SHOP_ADDRESSES_MAX && (
          <button
            type="button"
            className="btn btn-outline btn-small"
            data-testid="pickup-add"
            onClick={() => setAdding(true)}
          >
            {t('shops.owner.pickup.add')}
          </button>
        )
      )}
    </div>
  )
}
