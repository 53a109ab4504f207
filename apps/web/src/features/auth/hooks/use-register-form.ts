/**
 * The registration form's state (components/RegisterForm.tsx): checked with the server's own
 * schema plus the confirmation and the two boxes; the email is checked on its own before a code
 * is sent. Registering signs the new member in on this device, as a login does.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { emailSchema, registerBody } from '@kaifong/contract'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { completeLogin } from '../api/login.ts'
import { registerRequest } from '../api/register.ts'

export const registerFormSchema = registerBody
  .extend({
    confirmPassword: z.string().min(1, { error: 'confirm.required' }),
    terms: z.boolean().refine((v) => v, { error: 'terms.required' }),
    adult: z.boolean().refine((v) => v, { error: 'terms.required' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: 'password.mismatch' })

export type RegisterValues = z.input<typeof registerFormSchema>
const FIELDS = ['username', 'password', 'email', 'code', 'invitationCode'] as const

export function useRegisterForm(invitationCode: string, onDone: () => void) {
  const [error, setErrorText] = useState<string | null>(null)
  const form = useForm<RegisterValues>({
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
  const { handleSubmit, setError, clearErrors, getValues } = form

  /** Before a code is sent: the email alone, its message under it when it is not one. */
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

  return { form, error, submit, checkEmail }
}
