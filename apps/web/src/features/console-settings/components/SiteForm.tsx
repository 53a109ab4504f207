/**
 * The site's settings (docs/admin.md, "Content and settings"): its name in three languages, its
 * logo and icon (uploaded through POST /admin/api/media) and the new members' welcome coins.
 */
import { LISTING_PRICES, WELCOME_COINS_MAX } from '@kaifong/contract'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  AdminField,
  fieldA11y,
  fieldError,
  formError,
  ImagePicker,
  LANGS,
  type Localized,
  LocalizedInputs,
  localizedErrors,
  missingLanguages,
} from '../../admin/index.ts'
import type { SettingsSave } from '../lib/settings.ts'
import { welcomeCoinsOf } from '../lib/settings-forms.ts'
import { SITE_NAME_MAX, type SiteSettingsForm } from '../lib/types.ts'
import { SaveButton, Saved } from './SettingsSection.tsx'

export function SiteForm({
  initial,
  save,
}: {
  initial: SiteSettingsForm
  save: SettingsSave<SiteSettingsForm>
}) {
  const { t } = useTranslation()
  const [form, setForm] = useState(initial)
  // Typed as text; a whole number from 0 is sent.
  const [welcome, setWelcome] = useState(String(initial.welcomeCoins))
  const [welcomeBad, setWelcomeBad] = useState(false)
  const [missing, setMissing] = useState<ReturnType<typeof missingLanguages>>([])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    save.reset()
    const empty = missingLanguages(form.siteName)
    const welcomeCoins = welcomeCoinsOf(welcome)
    setMissing(empty)
    setWelcomeBad(welcomeCoins === null)
    if (empty.length === 0 && welcomeCoins !== null) save.mutate({ ...form, welcomeCoins })
  }
  const welcomeError = welcomeBad
    ? t('adminContent.settings.site.welcomeCoinsInvalid', { max: WELCOME_COINS_MAX })
    : fieldError(save.error, 'welcomeCoins')
  const general = formError(save.error, [
    'buyerSideLogo',
    'buyerSideIcon',
    'welcomeCoins',
    ...LANGS.map((l) => `siteName.${l}`),
  ])
  return (
    <form className="adm-form" onSubmit={submit} noValidate data-testid="site-form">
      <LocalizedInputs
        idPrefix="site-name"
        label={t('adminContent.settings.site.name')}
        value={form.siteName}
        maxLength={SITE_NAME_MAX}
        onChange={(siteName: Localized) => setForm((f) => ({ ...f, siteName }))}
        errors={localizedErrors(save.error, 'siteName', missing, t('adminContent.common.required'))}
      />
      <div className="adc-row">
        <ImagePicker
          label={t('adminContent.settings.site.logo')}
          value={form.buyerSideLogo}
          error={fieldError(save.error, 'buyerSideLogo')}
          onChange={(buyerSideLogo) => setForm((f) => ({ ...f, buyerSideLogo }))}
          testId="site-logo"
        />
        <ImagePicker
          label={t('adminContent.settings.site.icon')}
          value={form.buyerSideIcon}
          error={fieldError(save.error, 'buyerSideIcon')}
          onChange={(buyerSideIcon) => setForm((f) => ({ ...f, buyerSideIcon }))}
          testId="site-icon"
        />
      </div>
      <WelcomeCoinsField value={welcome} onChange={setWelcome} error={welcomeError} />
      {general && (
        <p className="adm-field-error" role="alert">
          {general}
        </p>
      )}
      <div className="adm-actions">
        <Saved show={save.isSuccess} testId="site-saved" />
        <SaveButton pending={save.isPending} testId="site-save" />
      </div>
    </form>
  )
}

/** The coins a new member gets (docs/admin.md, "Coins"); the hint says what a first listing costs. */
function WelcomeCoinsField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (value: string) => void
  error: string | null
}) {
  const { t } = useTranslation()
  const hint = t('adminContent.settings.site.welcomeCoinsHint', { n: LISTING_PRICES[7] })
  return (
    <AdminField
      id="site-welcome-coins"
      label={t('adminContent.settings.site.welcomeCoins')}
      hint={hint}
      error={error}
    >
      <input
        className="adm-input"
        inputMode="numeric"
        value={value}
        data-testid="site-welcome-coins"
        onChange={(e) => onChange(e.target.value)}
        {...fieldA11y('site-welcome-coins', error, hint)}
      />
    </AdminField>
  )
}
