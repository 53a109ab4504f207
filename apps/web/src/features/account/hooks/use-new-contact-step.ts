/**
 * Step 2 of an email or phone change (components/ChangeEmailDialog.tsx, ChangePhoneDialog.tsx):
 * the new value and the code sent to it, each checked here first; the server's refusals go under
 * the field they concern, and a lapsed proof sends the dialog back to step 1.
 */
import { codeSchema } from '@kaifong/contract'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApiError } from '../../../lib/api.ts'
import { translateIssue } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { placeError, proofLapsed, type StepErrors } from '../components/contact-errors.ts'
import type { ChangeStepProps } from '../components/TwoStepChange.tsx'

interface Options {
  step: ChangeStepProps
  /** What is wrong with the new value, in words, or undefined when nothing is. */
  problem: () => string | undefined
  /** Sets the new value with this code. */
  save: (code: string) => Promise<unknown>
  /** Said once it is saved. */
  doneMessage: string
  /** The code request's refusal that means another account holds the new value. */
  takenCode: number
}

export function useNewContactStep({ step, problem, save, doneMessage, takenCode }: Options) {
  const { t } = useTranslation()
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<StepErrors>({})
  const [busy, setBusy] = useState(false)

  const checkValue = () => {
    const found = problem()
    setErrors((prev) => ({ ...prev, value: found }))
    return !found
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const value = problem()
    const checked = codeSchema.safeParse(code)
    const codeProblem = checked.success ? undefined : translateIssue(checked.error.issues[0]?.message)
    setErrors({ value, code: codeProblem })
    if (value || codeProblem) return
    setBusy(true)
    try {
      await save(code)
      toast(doneMessage, 'success')
      step.onDone()
    } catch (err) {
      if (proofLapsed(err)) step.onLapsed(err.message)
      else setErrors(placeError(err, t('errors.operationFailed')))
    } finally {
      setBusy(false)
    }
  }
  /** CodeField's part: the code, checking the value before a send, and where a refusal shows. */
  const codeField = {
    value: code,
    onChange: setCode,
    error: errors.code,
    canSend: checkValue,
    onSent: () => setErrors((prev) => ({ ...prev, code: undefined })),
    onSendError: (err: ApiError) => {
      if (err.code !== takenCode) return false
      setErrors((prev) => ({ ...prev, value: err.message }))
      return true
    },
  }
  return { errors, busy, submit, codeField }
}
