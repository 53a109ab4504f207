/**
 * The login form's state (components/LoginForm.tsx): after repeated failures the server asks for
 * the slider first; the form says why and shows it, and a pass submits again.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { ErrorCode, type LoginBody, loginBody } from '@kaifong/contract'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { ApiError } from '../../../lib/api.ts'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { completeLogin, loginRequest } from '../api/login.ts'

export function useLoginForm(defaultUsername: string, onDone: () => void) {
  const [error, setErrorText] = useState<string | null>(null)
  const [slider, setSlider] = useState(false)
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { username: defaultUsername, password: '' },
  })
  const { handleSubmit, setError } = form

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

  return { form, error, slider, setSlider, submit }
}
