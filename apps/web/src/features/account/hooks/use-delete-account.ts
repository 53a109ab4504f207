/**
 * The account deletion form (pages/DeleteAccountPage.tsx, docs/product/domain-rules.md, "Account
 * deletion"): the phrase is checked here first, then a dialog asks again; after the deletion this
 * device forgets the session and goes home. A refusal goes under the field it is about.
 */
import { DELETE_ACCOUNT_PHRASES, ErrorCode, isDeletePhrase } from '@kaifong/contract'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { clearSession } from '../../../lib/session.ts'
import { closeAuth, toast } from '../../../lib/ui.ts'
import { deleteAccount } from '../api/delete-account.ts'

export type DeleteErrors = { password?: string; phrase?: string; form?: string }

export function useDeleteAccount() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const phrase = DELETE_ACCOUNT_PHRASES[currentLanguage()]
  const [password, setPassword] = useState('')
  const [typed, setTyped] = useState('')
  const [errors, setErrors] = useState<DeleteErrors>({})
  const [confirming, setConfirming] = useState(false)
  const [pending, setPending] = useState(false)
  const passwordInput = useRef<HTMLInputElement>(null)
  const phraseInput = useRef<HTMLInputElement>(null)
  const ready = password.length > 0 && typed.trim().length > 0

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!ready || pending) return
    if (!isDeletePhrase(typed)) {
      setErrors({ phrase: t('deletion.form.phraseWrong', { phrase }) })
      phraseInput.current?.focus()
      return
    }
    setErrors({})
    setConfirming(true)
  }

  const refused = (err: unknown) => {
    if (!(err instanceof ApiError)) {
      setErrors({ form: t('errors.network') })
      return
    }
    const field = (name: string) => err.fields.find((f) => f.field === name)?.message
    if (err.code === ErrorCode.WRONG_PASSWORD || field('password')) {
      setErrors({ password: field('password') ?? err.message })
      passwordInput.current?.focus()
    } else if (err.code === ErrorCode.DELETE_PHRASE_WRONG || field('phrase')) {
      setErrors({ phrase: field('phrase') ?? err.message })
      phraseInput.current?.focus()
    } else setErrors({ form: err.message })
  }

  const confirm = async () => {
    setConfirming(false)
    setPending(true)
    try {
      await deleteAccount({ password, phrase: typed })
      // Every session has ended on the server: forget this one, and whatever was loaded with it.
      clearSession()
      queryClient.clear()
      closeAuth()
      toast(t('deletion.done'), 'success')
      void navigate(paths.home, { replace: true })
    } catch (err) {
      setPending(false)
      refused(err)
    }
  }

  return {
    phrase,
    password,
    setPassword,
    typed,
    setTyped,
    errors,
    ready,
    pending,
    confirming,
    cancel: () => setConfirming(false),
    passwordInput,
    phraseInput,
    submit,
    confirm,
  }
}
