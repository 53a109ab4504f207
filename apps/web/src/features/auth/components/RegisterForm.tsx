/**
 * Registration (docs/product/validation.md): submit is enabled only when every required field is filled and both
 * boxes (terms, 18 or older) are ticked. The email code needs a valid email and a slider pass.
 * Registering signs the new member in on this device, as a login does (docs/product/states-and-notices.md).
 */
import { INVITE_CODE_MAX, LISTING_PRICES } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { translateIssue } from '../../../lib/i18n.ts'
import { type RegisterValues, useRegisterForm } from '../hooks/use-register-form.ts'
import { AccountFields, AgreeBoxes, EmailCodeFields } from './RegisterFields.tsx'

export { registerFormSchema } from '../hooks/use-register-form.ts'

/**
 * The coins a new member gets (the site's welcome coins), said only as the server will pay them:
 * nothing while unknown or when the site gives none; "enough for a first 7-day listing" only when
 * it is.
 */
function WelcomeCoins({ count }: { count?: number }) {
  const { t } = useTranslation()
  if (count === undefined || count <= 0) return null
  const days = 7
  const key = count >= LISTING_PRICES[days] ? 'auth.welcomeCoinsListing' : 'auth.welcomeCoins'
  return (
    <p className="notice" data-testid="register-welcome">
      {t(key, { count, days })}
    </p>
  )
}

interface Props {
  invitationCode?: string
  /** The site's welcome coins (site settings), once known. */
  welcomeCoins?: number
  /** Registered and logged in. */
  onDone: () => void
  onLogin: () => void
}

export function RegisterForm({ invitationCode = '', welcomeCoins, onDone, onLogin }: Props) {
  const { t } = useTranslation()
  const { form, error, submit, checkEmail } = useRegisterForm(invitationCode, onDone)
  const { register, formState, watch } = form
  const v = watch()
  const filled = Boolean(v.username && v.password && v.confirmPassword && v.email && v.code)
  const ticked = Boolean(v.terms && v.adult)
  const err = (name: keyof RegisterValues) => translateIssue(formState.errors[name]?.message)

  return (
    <form className="form" onSubmit={submit} noValidate>
      <WelcomeCoins count={welcomeCoins} />
      <AccountFields register={register} err={err} />
      <EmailCodeFields form={form} err={err} checkEmail={checkEmail} />
      <Field
        id="reg-invite"
        label={`${t('auth.invitationCode')} (${t('common.optional')})`}
        error={err('invitationCode')}
      >
        <input
          id="reg-invite"
          autoCapitalize="characters"
          maxLength={INVITE_CODE_MAX}
          {...register('invitationCode')}
        />
      </Field>
      <AgreeBoxes register={register} />
      {filled && !ticked && <p className="field-hint warn">{t('validation.terms.required')}</p>}
      <FormError message={error} />
      <button
        type="submit"
        className="btn btn-primary btn-block"
        data-testid="register-submit"
        disabled={!filled || !ticked || formState.isSubmitting}
      >
        {formState.isSubmitting ? t('common.loading') : t('auth.registerSubmit')}
      </button>
      <p className="form-switch">
        {t('auth.haveAccount')}{' '}
        <button type="button" className="link" onClick={onLogin}>
          {t('auth.loginTitle')}
        </button>
      </p>
    </form>
  )
}
