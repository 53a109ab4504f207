/** Log in with username (or email) and password; after repeated failures, a slider first. */
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { translateIssue } from '../../../lib/i18n.ts'
import { useLoginForm } from '../hooks/use-login-form.ts'
import { SliderCaptcha } from './SliderCaptcha.tsx'

interface Props {
  defaultUsername?: string
  onDone: () => void
  onRegister: () => void
  onForgot: () => void
}

export function LoginForm({ defaultUsername = '', onDone, onRegister, onForgot }: Props) {
  const { t } = useTranslation()
  const { form, error, slider, setSlider, submit } = useLoginForm(defaultUsername, onDone)
  const { register, formState, watch } = form
  const filled = Boolean(watch('username') && watch('password'))

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
