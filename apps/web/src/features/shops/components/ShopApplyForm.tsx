/**
 * The shop application (docs/product/shops.md, "Applying"): checked with the contract's own
 * schema (shopApplyBody: the BRN's and the mobile's formats, lengths) before it is sent, the
 * server's refusals shown beside their fields. A refused member's form starts from what they sent.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import {
  MAX_INPUT_LENGTH,
  SHOP_CONTACT_NAME_MAX,
  SHOP_INTRO_MAX,
  SHOP_NAME_MAX,
  type ShopApplication,
  shopApplyBody,
} from '@kaifong/contract'
import { HK_REGIONS, placeName } from '@kaifong/contract/places'
import { useCallback, useState } from 'react'
import { type UseFormRegisterReturn, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { Field } from '../../../components/Field.tsx'
import { FormActions } from '../../../components/FormActions.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { currentLanguage, translateIssue } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { useApply } from '../api/shops.ts'
import { LogoPicker } from './LogoPicker.tsx'
import { useLogo } from './use-logo.ts'

type Input = z.input<typeof shopApplyBody>
type Output = z.output<typeof shopApplyBody>
const FIELDS = [
  'storeName',
  'storeLogo',
  'storeDesc',
  'brn',
  'linkName',
  'linkPhone',
  'district',
  'pickupAddress',
] as const

interface Props {
  /** The refused application to start from, or null. */
  from: ShopApplication | null
  onCancel?: () => void
}

/** The form's state: the contract's schema, the logo's upload, and sending with the server's refusals placed. */
function useShopApplyForm(from: ShopApplication | null) {
  const { t } = useTranslation()
  const apply = useApply()
  const [error, setErrorText] = useState<string | null>(null)
  const { register, handleSubmit, formState, setError, setValue } = useForm<Input, unknown, Output>({
    resolver: zodResolver(shopApplyBody),
    mode: 'onTouched',
    defaultValues: {
      storeName: from?.storeName ?? '',
      storeLogo: from?.storeLogo ?? '',
      storeDesc: from?.storeDesc ?? '',
      brn: from?.brn ?? '',
      linkName: from?.linkName ?? '',
      linkPhone: from?.linkPhone ?? '',
      district: from?.district,
      pickupAddress: from?.pickupAddress ?? '',
    },
  })
  const picked = useCallback((id: string) => setValue('storeLogo', id, { shouldValidate: true }), [setValue])
  const logo = useLogo(from?.storeLogo ?? '', picked)
  const err = (name: (typeof FIELDS)[number]) => translateIssue(formState.errors[name]?.message)
  const submit = handleSubmit(async (body) => {
    setErrorText(null)
    try {
      await apply.mutateAsync(body)
      toast(t('shops.form.submitted'), 'success')
    } catch (e) {
      setErrorText(applyServerErrors(e, setError, FIELDS))
    }
  })
  return { register, err, submit, logo, error, pending: formState.isSubmitting || logo.uploading }
}

export function ShopApplyForm({ from, onCancel }: Props) {
  const { t } = useTranslation()
  const { register, err, submit, logo, error, pending } = useShopApplyForm(from)
  return (
    <form className="form shop-form" onSubmit={submit} noValidate data-testid="shop-apply-form">
      <TextField
        id="shop-name"
        label={t('shops.form.storeName')}
        hint={t('shops.form.storeNameHint')}
        error={err('storeName')}
        max={SHOP_NAME_MAX}
        field={register('storeName')}
      />
      <LogoPicker logo={logo} fieldError={err('storeLogo')} />
      <Field
        id="shop-desc"
        label={t('shops.form.storeDesc')}
        hint={t('shops.form.storeDescHint')}
        error={err('storeDesc')}
      >
        <textarea id="shop-desc" rows={4} maxLength={SHOP_INTRO_MAX} {...register('storeDesc')} />
      </Field>
      <TextField
        id="shop-brn"
        label={t('shops.form.brn')}
        hint={t('shops.form.brnHint')}
        error={err('brn')}
        max={20}
        field={register('brn')}
        inputMode="numeric"
      />
      <TextField
        id="shop-link-name"
        label={t('shops.form.linkName')}
        error={err('linkName')}
        max={SHOP_CONTACT_NAME_MAX}
        field={register('linkName')}
        autoComplete="name"
      />
      <TextField
        id="shop-link-phone"
        label={t('shops.form.linkPhone')}
        hint={t('shops.form.linkPhoneHint')}
        error={err('linkPhone')}
        max={20}
        field={register('linkPhone')}
        type="tel"
        autoComplete="tel-national"
      />
      <Field id="shop-district" label={t('shops.form.district')} error={err('district')}>
        <select id="shop-district" defaultValue={from?.district ?? ''} {...register('district')}>
          <option value="">{t('shops.form.districtPlaceholder')}</option>
          <DistrictOptions />
        </select>
      </Field>
      <TextField
        id="shop-pickup"
        label={t('shops.form.pickupAddress')}
        hint={t('shops.form.pickupAddressHint')}
        error={err('pickupAddress')}
        max={MAX_INPUT_LENGTH}
        field={register('pickupAddress')}
      />
      <FormError message={error} />
      <FormActions
        label={t('shops.form.submit')}
        testId="shop-apply-submit"
        pending={pending}
        onCancel={onCancel}
      />
    </form>
  )
}

interface TextFieldProps {
  id: string
  label: string
  hint?: string
  error?: string
  max: number
  field: UseFormRegisterReturn
  type?: 'text' | 'tel'
  inputMode?: 'numeric'
  autoComplete?: string
}

function TextField({
  id,
  label,
  hint,
  error,
  max,
  field,
  type = 'text',
  inputMode,
  autoComplete,
}: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        type={type}
        maxLength={max}
        inputMode={inputMode}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...field}
      />
    </Field>
  )
}

/** The 18 districts grouped by region, named in the page's language (packages/contract places.ts). */
export function DistrictOptions() {
  const lang = currentLanguage()
  return (
    <>
      {HK_REGIONS.map((region) => (
        <optgroup key={region.id} label={region.name[lang]}>
          {region.districts.map((d) => (
            <option key={d} value={d}>
              {placeName(d, lang)}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  )
}
