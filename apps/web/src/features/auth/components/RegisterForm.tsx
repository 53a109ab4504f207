/**
 * Registration (docs/product/validation.md): submit is enabled only when every required field is filled and both
 * boxes (terms, 18 or older) are ticked. The email code needs a valid email and a slider pass.
 * Registering signs the new member in on this device, as a login does (docs/product/states-and-notices.md).
 */
import { zodResolver } from '@hookform/resolvers/zod'
import {
  CODE_LENGTH,
  emailSchema,
  INVITE_CODE_MAX,
  LISTING_PRICES,
  PASSWORD_MAX,
  registerBody,
  USERNAME_MAX,
} from '@kaifong/contract'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { z } from 'zod'
import { Field } from '../../../components/Field.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { paths } from '../../../config/paths.ts'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { translateIssue } from '../../../lib/i18n.ts'
import { sendEmailCode } from '../api/codes.ts'
import { completeLogin } from '../api/login.ts'
import { registerRequest } from '../api/register.ts'
import { useCodeEmptyGate } from '../hooks/use-code-empty-gate.ts'
import { SendCodeButton } from './SendCodeButton.tsx'

export const registerFormSchema = registerBody
  .extend({
    confirmPassword: z.string().min(1, { error: 'confirm.required' }),
    terms: z.boolean().refine((v) => v, { error: 'terms.required' }),
    adult: z.boolean().refine((v) => v, { error: 'terms.required' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: 'password.mismatch' })

type Values = z.input<typeof registerFormSchema>
const FIELDS = ['username', 'password', 'email', 'code', 'invitationCode'] as const

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
  const [error, setErrorText] = useState<string | null>(null)
  const { register, handleSubmit, formState, setError, clearErrors, watch, getValues, setFocus } =
    useForm<Values>({
      resolver: zodResolver(registerFormSchema),
      mode: 'onTouched',
      defaultValues: {
        username: '',
        password: '',
        confirmPassword: '',
        email: '',
        code: '',
        invitationCode,
        terms: false,
        adult: false,
      },
    })
  const v = watch()
  const filled = Boolean(v.username && v.password && v.confirmPassword && v.email && v.code)
  const ticked = Boolean(v.terms && v.adult)
  const err = (name: keyof Values) => translateIssue(formState.errors[name]?.message)
  const codeGate = useCodeEmptyGate()
  const codeField = register('code')

  const checkEmail = () => {
    const parsed = emailSchema.safeParse(getValues('email'))
    if (parsed.success) {
      clearErrors('email')
      return true
    }
    setError('email', { message: parsed.error.issues[0]?.message ?? 'email.invalid' })
    return false
  }

  const submit = handleSubmit(async (values) => {
    setErrorText(null)
    try {
      const { confirmPassword: _c, terms: _t, adult: _a, ...body } = values
      const { accessToken, refreshToken, ...member } = await registerRequest(body)
      await completeLogin({ accessToken, refreshToken }, member)
      onDone()
    } catch (e) {
      setErrorText(applyServerErrors(e, setError, FIELDS))
    }
  })

  return (
    <form className="form" onSubmit={submit} noValidate>
      <WelcomeCoins count={welcomeCoins} />
      <Field
        id="reg-username"
        label={t('auth.username')}
        error={err('username')}
        hint={t('auth.usernameHint')}
      >
        <input
          id="reg-username"
          data-autofocus
          autoComplete="username"
          autoCapitalize="none"
          maxLength={USERNAME_MAX}
          {...register('username')}
        />
      </Field>
      <Field
        id="reg-password"
        label={t('auth.password')}
        error={err('password')}
        hint={t('auth.passwordHint')}
      >
        <input
          id="reg-password"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          {...register('password')}
        />
      </Field>
      <Field id="reg-confirm" label={t('auth.confirmPassword')} error={err('confirmPassword')}>
        <input
          id="reg-confirm"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          {...register('confirmPassword')}
        />
      </Field>
      <Field id="reg-email" label={t('auth.email')} error={err('email')}>
        <input id="reg-email" type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </Field>
      <Field
        id="reg-code"
        label={t('auth.code')}
        error={translateIssue(codeGate.shown(formState.errors.code?.message, formState.submitCount > 0))}
      >
        <div className="input-with-button">
          <input
            id="reg-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            {...codeField}
            onBlur={(e) => {
              codeGate.onBlur(e)
              return codeField.onBlur(e)
            }}
          />
          <SendCodeButton
            sliderType="REGISTER"
            sentMessage={t('auth.codeSentRegister')}
            canSend={checkEmail}
            onSent={() => {
              codeGate.reset()
              clearErrors('code')
              setFocus('code')
            }}
            onError={(err) => applyServerErrors(err, setError, ['email']) === null}
            send={() => sendEmailCode('REGISTER', getValues('email').trim().toLowerCase())}
          />
        </div>
      </Field>
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
      <label className="check">
        <input type="checkbox" data-testid="agree-terms" {...register('terms')} />
        <span>
          {t('auth.agreePrefix')}{' '}
          <Link to={paths.terms} target="_blank">
            {t('auth.termsLink')}
          </Link>{' '}
          {t('auth.and')}{' '}
          <Link to={paths.privacy} target="_blank">
            {t('auth.privacyLink')}
          </Link>
        </span>
      </label>
      <label className="check">
        <input type="checkbox" data-testid="agree-adult" {...register('adult')} />
        <span>{t('auth.agreeAdult')}</span>
      </label>
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
