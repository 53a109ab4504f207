/**
 * Binding a verified phone (components/BindPhoneForm.tsx, docs/product/validation.md#phone): the
 * number is checked before a code is sent, and each refusal goes under the field it is about.
 */
import { DEFAULT_PHONE_PREFIX, ErrorCode, isValidPhone, type PhonePrefix } from '@kaifong/contract'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api.ts'
import { toast } from '../../../lib/ui.ts'
import { bindMobile } from '../api/bind-mobile.ts'
import { checkPhoneFree } from '../api/codes.ts'

const CODE_ERRORS: readonly number[] = [
  ErrorCode.CODE_WRONG,
  ErrorCode.CODE_EXPIRED,
  ErrorCode.CODE_TOO_MANY_TRIES,
]

export interface BindPhoneErrors {
  mobile?: string
  code?: string
  form?: string
}

export function useBindPhone(onDone: () => void) {
  const { t } = useTranslation()
  const [prefix, setPrefix] = useState<PhonePrefix>(DEFAULT_PHONE_PREFIX)
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<BindPhoneErrors>({})
  const [busy, setBusy] = useState(false)

  const checkPhone = () => {
    const problem = !mobile
      ? t('auth.phone.empty')
      : !isValidPhone(prefix, mobile)
        ? t('validation.phone.invalid')
        : undefined
    setErrors((e) => ({ ...e, mobile: problem }))
    return !problem
  }

  // Before the slider: a number another account holds is said at once, not after the puzzle. Any
  // other answer (the check's daily limit, a lost connection) goes on to the slider, whose code
  // request asks the same question.
  const canSend = async () => {
    if (!checkPhone()) return false
    try {
      await checkPhoneFree(prefix, mobile)
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.PHONE_TAKEN) {
        setErrors((prev) => ({ ...prev, mobile: err.message }))
        return false
      }
    }
    return true
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const codeProblem = code ? undefined : t('auth.phone.codeEmpty')
    const phoneOk = checkPhone()
    setErrors((prev) => ({ ...prev, code: codeProblem, form: undefined }))
    if (!phoneOk || codeProblem) return
    setBusy(true)
    try {
      await bindMobile({ mobile, code, countryCode: prefix })
      toast(t('auth.bind.success'), 'success')
      onDone()
    } catch (err) {
      const message = err instanceof ApiError ? err.message : t('errors.operationFailed')
      // A wrong or expired code belongs under the code field; anything else under the form.
      const onCode = err instanceof ApiError && CODE_ERRORS.includes(err.code)
      const onMobile = err instanceof ApiError && err.code === ErrorCode.PHONE_TAKEN
      setErrors((prev) => ({
        ...prev,
        ...(onCode ? { code: message } : onMobile ? { mobile: message } : { form: message }),
      }))
    } finally {
      setBusy(false)
    }
  }

  return { prefix, setPrefix, mobile, setMobile, code, setCode, errors, setErrors, busy, canSend, submit }
}
