/** Add or edit one meet-up place: name, district, optional detail, default flag (contract addressBody). */
import { zodResolver } from '@hookform/resolvers/zod'
import {
  ADDRESS_NAME_MAX,
  type Address,
  type AddressBody,
  addressBody,
  MAX_INPUT_LENGTH,
} from '@kaifong/contract'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { FormActions } from '../../../components/FormActions.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { translateIssue } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { useSaveAddress } from '../api/addresses.ts'
import { DISTRICT_REGIONS } from '../districts.ts'

const FIELDS = ['name', 'district', 'detail', 'isDefault'] as const

interface Props {
  /** null adds a new address. */
  address: Address | null
  onDone: (saved: Address) => void
  onCancel: () => void
}

export function AddressForm({ address, onDone, onCancel }: Props) {
  const { t } = useTranslation()
  const save = useSaveAddress()
  const [error, setErrorText] = useState<string | null>(null)
  const { register, handleSubmit, formState, setError } = useForm<AddressBody>({
    resolver: zodResolver(addressBody),
    mode: 'onTouched',
    defaultValues: {
      name: address?.name ?? '',
      district: address?.district,
      detail: address?.detail ?? '',
      isDefault: address?.isDefault ?? false,
    },
  })
  const err = (name: (typeof FIELDS)[number]) => translateIssue(formState.errors[name]?.message)

  const submit = handleSubmit(async (body) => {
    setErrorText(null)
    try {
      const saved = await save.mutateAsync({ id: address?.id ?? null, body })
      toast(t('address.saved'), 'success')
      onDone(saved)
    } catch (e) {
      setErrorText(applyServerErrors(e, setError, FIELDS))
    }
  })

  return (
    <form className="form addr-form" onSubmit={submit} noValidate data-testid="address-form">
      <h3>{address ? t('address.edit') : t('address.add')}</h3>
      <Field id="addr-name" label={t('address.name')} error={err('name')} hint={t('address.nameHint')}>
        <input
          id="addr-name"
          maxLength={ADDRESS_NAME_MAX}
          placeholder={t('address.namePlaceholder')}
          {...register('name')}
        />
      </Field>
      <Field id="addr-district" label={t('address.districtLabel')} error={err('district')}>
        <select id="addr-district" {...register('district')}>
          <option value="">{t('address.districtPlaceholder')}</option>
          {DISTRICT_REGIONS.map(([region, districts]) => (
            <optgroup key={region} label={t(`address.region.${region}`)}>
              {districts.map((d) => (
                <option key={d} value={d}>
                  {t(`address.district.${d}`)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Field>
      <Field
        id="addr-detail"
        label={`${t('address.detail')} (${t('common.optional')})`}
        error={err('detail')}
      >
        <input
          id="addr-detail"
          maxLength={MAX_INPUT_LENGTH}
          placeholder={t('address.detailPlaceholder')}
          {...register('detail')}
        />
      </Field>
      <label className="check">
        <input type="checkbox" {...register('isDefault')} />
        <span>{t('address.makeDefault')}</span>
      </label>
      <FormError message={error} />
      <FormActions
        label={t('address.save')}
        testId="address-save"
        pending={formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  )
}
