/** Phone number with a country prefix: 852 (default), 86 or 1 (docs/product/screens.md). */
import { PHONE_DIGITS_MAX, PHONE_PREFIXES, type PhonePrefix } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'

interface Props {
  id: string
  prefix: PhonePrefix
  mobile: string
  onPrefix: (p: PhonePrefix) => void
  onMobile: (m: string) => void
  invalid?: boolean
}

export function PhoneInput({ id, prefix, mobile, onPrefix, onMobile, invalid }: Props) {
  const { t } = useTranslation()
  return (
    <div className="phone-input">
      <select
        aria-label={t('auth.phone.prefix')}
        value={prefix}
        onChange={(e) => onPrefix(e.target.value as PhonePrefix)}
        name="countryCode"
      >
        {PHONE_PREFIXES.map((p) => (
          <option key={p} value={p}>
            +{p} {t(`auth.phone.region${p}`)}
          </option>
        ))}
      </select>
      <input
        id={id}
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_DIGITS_MAX}
        value={mobile}
        aria-invalid={invalid || undefined}
        onChange={(e) => onMobile(e.target.value.replace(/\D/g, ''))}
      />
    </div>
  )
}
