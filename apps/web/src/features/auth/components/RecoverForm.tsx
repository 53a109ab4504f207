/**
 * Forgotten password (docs/product/states-and-notices.md): step 1 proves the email with a FIND_USER code, step 2 sets the
 * new password; then every session ends and the login form opens.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { CODE_LENGTH, codeSchema, emailSchema, PASSWORD_MAX, passwordSchema } from '@kaifong/contract'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Field } from '../../../components/Field.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { translateIssue } from '../../../lib/i18n.ts'
import { clearSession } from '../../../lib/session.ts'
import { toast } from '../../../lib/ui.ts'
import { sendEmailCode } from '../api/codes.ts'
import { resetByEmail, resetPasswordByEmail } from '../api/reset.ts'
import { SendCodeButton } from './SendCodeButton.tsx'

const stepOne = z.object({ email: emailSchema, code: codeSchema })
const stepTwo = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, { error: 'confirm.required' }) })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: 'password.mismatch' })

/** `onDone` gets the email, so the login form can start filled in with it. */
export function RecoverForm({ onDone }: { onDone: (email: string) => void }) {
  const [email, setEmail] = useState<string | null>(null)
  return email ? (
    <NewPassword email={email} onDone={() => onDone(email)} />
  ) : (
    <VerifyEmail onVerified={setEmail} />
  )
}

function VerifyEmail({ onVerified }: { onVerified: (email: string) => void }) {
  const { t } = useTranslation()
  const [error, setErrorText] = useState<string | null>(null)
  const { register, handleSubmit, formState, setError, clearErrors, getValues, setFocus } = useForm<
    z.input<typeof stepOne>
  >({
    resolver: zodResolver(stepOne),
    defaultValues: { email: '', code: '' },
  })
  const checkEmail = () => {
    const ok = emailSchema.safeParse(getValues('email')).success
    if (ok) clearErrors('email')
    else setError('email', { message: 'email.invalid' })
    return ok
  }
  const submit = handleSubmit(async (v) => {
    setErrorText(null)
    try {
      await resetByEmail(v.email, v.code)
      onVerified(v.email)
    } catch (e) {
      setErrorText(applyServerErrors(e, setError, ['email', 'code']))
    }
  })
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="step">{t('auth.recover.step1')}</p>
      <Field id="rec-email" label={t('auth.email')} error={translateIssue(formState.errors.email?.message)}>
        <input id="rec-email" type="email" autoComplete="email" data-autofocus {...register('email')} />
      </Field>
      <Field id="rec-code" label={t('auth.code')} error={translateIssue(formState.errors.code?.message)}>
        <div className="input-with-button">
          <input
            id="rec-code"
            inputMode="numeric"
            maxLength={CODE_LENGTH}
            autoComplete="one-time-code"
            {...register('code')}
          />
          <SendCodeButton
            sliderType="FIND_USER"
            sentMessage={t('auth.recover.codeSent')}
            canSend={checkEmail}
            onSent={() => {
              clearErrors('code')
              setFocus('code')
            }}
            onError={(err) => applyServerErrors(err, setError, ['email']) === null}
            send={() => sendEmailCode('FIND_USER', getValues('email').trim().toLowerCase())}
          />
        </div>
      </Field>
      <FormError message={error} />
      <button type="submit" className="btn btn-primary btn-block" disabled={formState.isSubmitting}>
        {t('auth.recover.next')}
      </button>
    </form>
  )
}

function NewPassword({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useTranslation()
  const [error, setErrorText] = useState<string | null>(null)
  const { register, handleSubmit, formState, setError, setFocus } = useForm<z.input<typeof stepTwo>>({
    resolver: zodResolver(stepTwo),
    defaultValues: { password: '', confirmPassword: '' },
  })
  // Step 1's button is gone: continue on the new password field.
  useEffect(() => setFocus('password'), [setFocus])
  const submit = handleSubmit(async (v) => {
    setErrorText(null)
    try {
      await resetPasswordByEmail(email, v.password)
      clearSession()
      toast(t('auth.recover.done'), 'success')
      onDone()
    } catch (e) {
      setErrorText(applyServerErrors(e, setError, ['password']))
    }
  })
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="step">{t('auth.recover.step2', { email })}</p>
      <Field
        id="rec-password"
        label={t('auth.recover.newPassword')}
        error={translateIssue(formState.errors.password?.message)}
        hint={t('auth.passwordHint')}
      >
        <input
          id="rec-password"
          data-autofocus
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          {...register('password')}
        />
      </Field>
      <Field
        id="rec-confirm"
        label={t('auth.confirmPassword')}
        error={translateIssue(formState.errors.confirmPassword?.message)}
      >
        <input
          id="rec-confirm"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          {...register('confirmPassword')}
        />
      </Field>
      <FormError message={error} />
      <button type="submit" className="btn btn-primary btn-block" disabled={formState.isSubmitting}>
        {t('common.confirm')}
      </button>
    </form>
  )
}
