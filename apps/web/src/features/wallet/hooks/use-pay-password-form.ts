/**
 * Choosing the payment password: first with the login password (set-password), later with a code
 * mailed to the member's own email (reset-password, which also lifts a lock). The new password is
 * typed twice; the contract's schemas check it (6 digits, not all the same, not a straight run).
 */
import { resetPayPasswordBody, setPayPasswordBody } from '@kaifong/contract'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../lib/ui.ts'
import { useResetPayPassword, useSetPayPassword } from '../api/wallet.ts'
import { type FieldErrors, issuesOf, refusalOf } from '../lib/form.ts'

const EMPTY = { password: '', confirm: '', loginPassword: '', code: '' }
export type PayPasswordFields = typeof EMPTY

export function usePayPasswordForm(mode: 'set' | 'reset', onDone: () => void) {
  const { t } = useTranslation()
  const setting = useSetPayPassword()
  const resetting = useResetPayPassword()
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const set = (name: keyof PayPasswordFields) => (value: string) =>
    setValues((v) => ({ ...v, [name]: value }))

  const done = () => {
    setValues(EMPTY)
    toast(t(mode === 'set' ? 'wallet.password.setDone' : 'wallet.password.resetDone'), 'success')
    onDone()
  }
  const refused = (err: unknown) => {
    const r = refusalOf(err, ['password', 'loginPassword', 'code'], t('errors.operationFailed'))
    setErrors(r.fields)
    setFormError(r.form)
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setFormError(null)
    const parsed =
      mode === 'set'
        ? setPayPasswordBody.safeParse({ password: values.password, loginPassword: values.loginPassword })
        : resetPayPasswordBody.safeParse({ password: values.password, code: values.code })
    const problems = parsed.success ? {} : issuesOf(parsed.error)
    if (!problems.password && values.confirm !== values.password)
      problems.confirm = t('wallet.password.mismatch')
    setErrors(problems)
    if (Object.keys(problems).length > 0) return
    const options = { onSuccess: done, onError: refused }
    if (mode === 'set')
      setting.mutate({ password: values.password, loginPassword: values.loginPassword }, options)
    else resetting.mutate({ password: values.password, code: values.code }, options)
  }

  return { values, set, errors, formError, pending: setting.isPending || resetting.isPending, submit }
}
