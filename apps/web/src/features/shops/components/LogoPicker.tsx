/** The shop's logo: a preview, a real file input behind a button (keyboard reachable), progress and refusals. */
import { useTranslation } from 'react-i18next'
import type { useLogo } from './use-logo.ts'

interface Props {
  logo: ReturnType<typeof useLogo>
  /** The form's own message for the field (required). */
  fieldError?: string
  /** Which picture (ids and test ids): the logo, or the shop page's banner. */
  name?: 'logo' | 'banner'
  /** The legend and hint, when not the logo's. */
  legend?: string
  hint?: string
  /** The button's words before and after a picture is there, when not the logo's. */
  choose?: string
  change?: string
}

export function LogoPicker({ logo, fieldError, name = 'logo', legend, hint, choose, change }: Props) {
  const { t } = useTranslation()
  const percent = Math.round(logo.progress * 100)
  const error = logo.error ?? fieldError
  return (
    <fieldset className={`shop-logo-field shop-${name}-field`} aria-describedby={`shop-${name}-hint`}>
      <legend>{legend ?? t('shops.form.storeLogo')}</legend>
      <div className="shop-logo-pick">
        <div className="shop-logo-square" data-testid={`shop-${name}-preview`}>
          {logo.preview && <img src={logo.preview} alt={legend ?? t('shops.form.logoPreview')} />}
        </div>
        <div>
          <label className="btn btn-outline btn-small">
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              data-testid={`shop-${name}-input`}
              onChange={(e) => {
                const file = e.target.files?.[0]
                e.target.value = ''
                if (file) logo.pick(file)
              }}
            />
            {logo.preview ? (change ?? t('shops.form.changeLogo')) : (choose ?? t('shops.form.chooseLogo'))}
          </label>
          {logo.uploading && (
            <p role="status" className="field-hint">
              {t('shops.form.uploading', { percent })}
            </p>
          )}
          <p className="field-hint" id={`shop-${name}-hint`}>
            {hint ?? t('shops.form.storeLogoHint')}
          </p>
        </div>
      </div>
      {error && (
        <p className="field-error" role="alert" data-testid={`shop-${name}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
