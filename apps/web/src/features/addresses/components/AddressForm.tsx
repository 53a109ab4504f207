/**
 * Add or edit one address: name, district, optional detail, and the recipient and mobile a delivery
 * to it needs (docs/product/cart.md), default flag (contract addressBody).
 */
import { zodResolver } from '@hookform/resolvers/zod'
import {
  ADDRESS_NAME_MAX,
  type Address,
  type AddressBody,
  addressBody,
  CONSIGNEE_MAX,
  MAX_INPUT_LENGTH,
} from '@kaifong/contract'
import { useState } from 'react'
import { type UseFormRegister, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { FormActions } from '../../../components/FormActions.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { translateIssue } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { useSaveAddress } from '../api/addresses.ts'
import { DISTRICT_REGIONS } from '../districts.ts'

const FIELDS = ['name', 'district', 'detail', 'consignee', 'mobile', 'isDefault'] as const

interface Props {
  /** null adds a new address. */
  address: Address | null
  onDone: (saved: Address) => void
  onCancel: () => void
}

const defaultsOf = (address: Address | null): Partial<AddressBody> => ({
  name: address?.name ?? '',
  district: address?.district,
  detail: address?.detail ?? '',
  consignee: address?.consignee ?? '',
  mobile: address?.mobile ?? '',
  isDefault: address?.isDefault ?? false,
})

export function AddressForm({ address, onDone, onCancel }: Props) {
  const { t } = useTranslation()
  const save = useSaveAddress()
  const [error, setErrorText] = useState<string | null>(null)
  const { register, handleSubmit, formState, setError } = useForm<AddressBody>({
    resolver: zodResolver(addressBody),
    mode: 'onTouched',
    defaultValues: defaultsOf(address),
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
      <DeliveryFields register={register} err={err} />
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

/** Who receives a delivery here, and their mobile: optional, needed when the cart ships here. */
function DeliveryFields({
  register,
  err,
}: {
  register: UseFormRegister<AddressBody>
  err: (name: 'consignee' | 'mobile') => string
}) {
  const { t } = useTranslation()
  return (
    <>
      <Field
        id="addr-consignee"
        label={`${t('address.consignee')} (${t('common.optional')})`}
        error={err('consignee')}
        hint={t('address.consigneeHint')}
      >
        <input id="addr-consignee" maxLength={CONSIGNEE_MAX} autoComplete="name" {...register('consignee')} />
      </Field>
      <Field
        id="addr-mobile"
        label={`${t('address.mobile')} (${t('common.optional')})`}
        error={err('mobile')}
      >
        <input id="addr-mobile" type="tel" inputMode="tel" autoComplete="tel" {...register('mobile')} />
      </Field>
    </>
  )
}
