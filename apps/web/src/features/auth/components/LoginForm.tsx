/** Log in with username (or email) and password; after repeated failures, a slider first. */
import { zodResolver } from '@hookform/resolvers/zod'
import { ErrorCode, type LoginBody, loginBody } from '@kaifong/contract'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { ApiError } from '../../../lib/api.ts'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { translateIssue } from '../../../lib/i18n.ts'
import { completeLogin, loginRequest } from '../api/login.ts'
import { SliderCaptcha } from './SliderCaptcha.tsx'

interface Props {
  defaultUsername?: string
  onDone: () => void
  onRegister: () => void
  onForgot: () => void
}

export function LoginForm({ defaultUsername = '', onDone, onRegister, onForgot }: Props) {
  const { t } = useTranslation()
  const [error, setErrorText] = useState<string | null>(null)
  const [slider, setSlider] = useState(false)
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { username: defaultUsername, password: '' },
  })
  const { register, handleSubmit, formState, setError, watch } = form
  const filled = Boolean(watch('username') && watch('password'))

  const submit = handleSubmit(async (values) => {
    setErrorText(null)
    try {
      await completeLogin(await loginRequest(values))
      onDone()
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.LOGIN_SLIDER_REQUIRED) {
        // Say why the security check appears (too many failed attempts), then show it.
        setErrorText(err.message)
        setSlider(true)
        return
      }
      setErrorText(applyServerErrors(err, setError, ['username', 'password']))
    }
  })

  return (
    <form className="form" onSubmit={submit} noValidate>
      <Field
        id="login-username"
        label={t('auth.usernameOrEmail')}
        error={translateIssue(formState.errors.username?.message)}
      >
        <input
          id="login-username"
          autoComplete="username"
          autoCapitalize="none"
          data-autofocus={defaultUsername ? undefined : true}
          {...register('username')}
        />
      </Field>
      <Field
        id="login-password"
        label={t('auth.password')}
        error={translateIssue(formState.errors.password?.message)}
      >
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          data-autofocus={defaultUsername ? true : undefined}
          {...register('password')}
        />
      </Field>
      <FormError message={error} />
      <div className="form-links">
        <button type="button" className="link" onClick={onForgot}>
          {t('auth.forgot')}
        </button>
      </div>
      <button
        type="submit"
        className="btn btn-primary btn-block"
        data-testid="login-submit"
        disabled={!filled || formState.isSubmitting}
      >
        {formState.isSubmitting ? t('common.loading') : t('auth.loginSubmit')}
      </button>
      <p className="form-switch">
        {t('auth.noAccount')}{' '}
        <button type="button" className="link" onClick={onRegister}>
          {t('auth.registerTitle')}
        </button>
      </p>
      <SliderCaptcha
        type="LOGIN"
        reason={error}
        open={slider}
        onClose={() => setSlider(false)}
        onPass={() => {
          setSlider(false)
          void submit()
        }}
      />
    </form>
  )
}
