/**
 * The owner's shop settings (docs/product/shops.md): logo, banner, about, and the four fees in exact
 * HK$ (delivery, SF locker, convenience store, free delivery from a goods total, or never). Checked
 * with the contract's shopSettingsBody; the server's refusals are shown beside their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { SHOP_INTRO_MAX, type ShopSettings, shopSettingsBody } from '@kaifong/contract'
import { useCallback, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { Field } from '../../../components/Field.tsx'
import { FormActions } from '../../../components/FormActions.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { translateIssue } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { useSaveShop } from '../api/mine.ts'
import { LogoPicker } from './LogoPicker.tsx'
import { useLogo } from './use-logo.ts'

type Input = z.input<typeof shopSettingsBody>
type Output = z.output<typeof shopSettingsBody>
const FEES = ['deliveryFee', 'lockerFee', 'convenienceFee', 'freeShippingOver'] as const
const FIELDS = ['storeLogo', 'banner', 'storeDesc', ...FEES] as const

function useSettingsForm(shop: ShopSettings) {
  const { t } = useTranslation()
  const save = useSaveShop()
  const [error, setErrorText] = useState<string | null>(null)
  const { register, handleSubmit, formState, setError, setValue } = useForm<Input, unknown, Output>({
    resolver: zodResolver(shopSettingsBody),
    mode: 'onTouched',
    defaultValues: {
      storeLogo: shop.storeLogo,
      banner: shop.banner,
      storeDesc: shop.storeDesc,
      deliveryFee: shop.deliveryFee,
      lockerFee: shop.lockerFee,
      convenienceFee: shop.convenienceFee,
      freeShippingOver: shop.freeShippingOver ?? '',
    },
  })
  const logo = useLogo(
    shop.storeLogo,
    useCallback((id: string) => setValue('storeLogo', id, { shouldValidate: true }), [setValue]),
  )
  const banner = useLogo(
    shop.banner,
    useCallback((id: string) => setValue('banner', id), [setValue]),
  )
  const err = (name: (typeof FIELDS)[number]) => translateIssue(formState.errors[name]?.message)
  const submit = handleSubmit(async (body) => {
    setErrorText(null)
    try {
      await save.mutateAsync(body)
      toast(t('shops.owner.settings.saved'), 'success')
    } catch (e) {
      setErrorText(applyServerErrors(e, setError, FIELDS))
    }
  })
  const pending = formState.isSubmitting || logo.uploading || banner.uploading
  return { register, err, submit, logo, banner, error, pending }
}

export function ShopSettingsForm({ shop }: { shop: ShopSettings }) {
  const { t } = useTranslation()
  const { register, err, submit, logo, banner, error, pending } = useSettingsForm(shop)
  return (
    <form className="form shop-form" onSubmit={submit} noValidate data-testid="shop-settings-form">
      <LogoPicker logo={logo} fieldError={err('storeLogo')} />
      <LogoPicker
        logo={banner}
        name="banner"
        fieldError={err('banner')}
        legend={t('shops.owner.settings.banner')}
        hint={t('shops.owner.settings.bannerHint')}
        choose={t('shops.owner.settings.chooseBanner')}
        change={t('shops.owner.settings.changeBanner')}
      />
      <Field id="shop-settings-desc" label={t('shops.owner.settings.storeDesc')} error={err('storeDesc')}>
        <textarea id="shop-settings-desc" rows={4} maxLength={SHOP_INTRO_MAX} {...register('storeDesc')} />
      </Field>
      <fieldset className="shop-fees">
        <legend>{t('shops.owner.settings.fees')}</legend>
        {FEES.map((name) => (
          <Field
            key={name}
            id={`shop-fee-${name}`}
            label={t(`shops.owner.settings.${name}`)}
            hint={name === 'freeShippingOver' ? t('shops.owner.settings.freeShippingHint') : undefined}
            error={err(name)}
          >
            <div className="shop-money">
              <span aria-hidden>HK$</span>
              <input
                id={`shop-fee-${name}`}
                inputMode="decimal"
                autoComplete="off"
                placeholder={name === 'freeShippingOver' ? '' : '0.00'}
                aria-invalid={err(name) ? true : undefined}
                data-testid={`shop-fee-${name}`}
                {...register(name)}
              />
            </div>
          </Field>
        ))}
      </fieldset>
      <FormError message={error} />
      <FormActions label={t('shops.owner.settings.save')} testId="shop-settings-save" pending={pending} />
    </form>
  )
}
