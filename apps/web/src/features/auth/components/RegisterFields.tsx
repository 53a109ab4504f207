/** The parts of the registration form (RegisterForm.tsx): account, email and its code, the two boxes. */
import { CODE_LENGTH, PASSWORD_MAX, USERNAME_MAX } from '@kaifong/contract'
import type { UseFormRegister, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Field } from '../../../components/Field.tsx'
import { paths } from '../../../config/paths.ts'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { translateIssue } from '../../../lib/i18n.ts'
import { sendEmailCode } from '../api/codes.ts'
import { useCodeEmptyGate } from '../hooks/use-code-empty-gate.ts'
import type { RegisterValues } from '../hooks/use-register-form.ts'
import { SendCodeButton } from './SendCodeButton.tsx'

/** A field's message, translated (empty when it has none). */
export type FieldError = (name: keyof RegisterValues) => string

interface AccountProps {
  register: UseFormRegister<RegisterValues>
  err: FieldError
}

export function AccountFields({ register, err }: AccountProps) {
  const { t } = useTranslation()
  return (
    <>
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
    </>
  )
}

interface EmailProps {
  form: UseFormReturn<RegisterValues>
  err: FieldError
  /** Checks the email before a code is sent to it. */
  checkEmail: () => boolean
}

/** The email, and its code with the "send code" button (a slider pass first). */
export function EmailCodeFields({ form, err, checkEmail }: EmailProps) {
  const { t } = useTranslation()
  const { register, formState, setError, clearErrors, getValues, setFocus } = form
  const codeGate = useCodeEmptyGate()
  const codeField = register('code')
  return (
    <>
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
    </>
  )
}

/** The terms and privacy box, and the 18-or-older box. */
export function AgreeBoxes({ register }: { register: UseFormRegister<RegisterValues> }) {
  const { t } = useTranslation()
  return (
    <>
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
    </>
  )
}
