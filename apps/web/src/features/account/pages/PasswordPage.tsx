/**
 * /setting/password: change the password, knowing the current one (docs/product/domain-rules.md,
 * "Accounts"). The rules are the contract's `modifyPassBody` (the new one is a valid password and
 * differs from the current one), checked here as typed and again by the server; the confirmation
 * must match. This device stays signed in; every other session of the member ends.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { modifyPassBody, PASSWORD_MAX } from '@kaifong/contract'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import { Field } from '../../../components/Field.tsx'
import { FormActions } from '../../../components/FormActions.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { paths } from '../../../config/paths.ts'
import { api } from '../../../lib/api.ts'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { translateIssue } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'

const FIELDS = ['password', 'newPassword', 'confirmPassword'] as const
type Values = { password: string; newPassword: string; confirmPassword: string }

const formSchema = z
  .object({ password: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    const checked = modifyPassBody.safeParse({ password: v.password, newPassword: v.newPassword })
    if (!checked.success)
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
    if (!v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'confirm.required' })
    else if (v.confirmPassword !== v.newPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'password.mismatch' })
  })

export default function PasswordPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [error, setErrorText] = useState<string | null>(null)
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: { password: '', newPassword: '', confirmPassword: '' },
  })
  const err = (name: (typeof FIELDS)[number]) => translateIssue(formState.errors[name]?.message)
  const submit = handleSubmit(async ({ password, newPassword }) => {
    setErrorText(null)
    try {
      await api<null>('/buyer/passport/member/modifyPass', {
        method: 'PUT',
        body: { password, newPassword },
        silent: true,
      })
      toast(t('profile.pwd.done'), 'success')
      void navigate(paths.settings)
    } catch (e) {
      setErrorText(applyServerErrors(e, setError, FIELDS))
    }
  })
  return (
    <section className="card password-page">
      <h1>{t('profile.pwd.title')}</h1>
      <p className="muted">{t('profile.pwd.why')}</p>
      <form className="form" onSubmit={submit} noValidate data-testid="password-form">
        <Field id="pwd-current" label={t('profile.pwd.current')} error={err('password')}>
          <input
            id="pwd-current"
            type="password"
            autoComplete="current-password"
            maxLength={64}
            {...register('password')}
          />
        </Field>
        <Field
          id="pwd-new"
          label={t('profile.pwd.new')}
          error={err('newPassword')}
          hint={t('auth.passwordHint')}
        >
          <input
            id="pwd-new"
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            {...register('newPassword')}
          />
        </Field>
        <Field id="pwd-confirm" label={t('auth.confirmPassword')} error={err('confirmPassword')}>
          <input
            id="pwd-confirm"
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            {...register('confirmPassword')}
          />
        </Field>
        <FormError message={error} />
        <FormActions
          label={t('profile.pwd.submit')}
          testId="password-submit"
          pending={formState.isSubmitting}
          onCancel={() => void navigate(paths.settings)}
        />
      </form>
    </section>
  )
}
