/** Bind a verified phone (docs/product/screens.md phone input, §5 phone rules): prefix, number, SMS code. */
import {
  CODE_LENGTH,
  DEFAULT_PHONE_PREFIX,
  ErrorCode,
  isValidPhone,
  type PhonePrefix,
} from '@kaifong/contract'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { ApiError } from '../../../lib/api.ts'
import { toast } from '../../../lib/ui.ts'
import { bindMobile } from '../api/bind-mobile.ts'
import { checkPhoneFree, sendSmsCode } from '../api/codes.ts'
import { PhoneInput } from './PhoneInput.tsx'
import { SendCodeButton } from './SendCodeButton.tsx'

const CODE_ERRORS: readonly number[] = [
  ErrorCode.CODE_WRONG,
  ErrorCode.CODE_EXPIRED,
  ErrorCode.CODE_TOO_MANY_TRIES,
]

export function BindPhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const [prefix, setPrefix] = useState<PhonePrefix>(DEFAULT_PHONE_PREFIX)
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<{ mobile?: string; code?: string; form?: string }>({})
  const [busy, setBusy] = useState(false)
  const codeBox = useRef<HTMLInputElement>(null)

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

  const submit = async (e: React.FormEvent) => {
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

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <Field id="bind-mobile" label={t('auth.phone.label')} error={errors.mobile}>
        <PhoneInput
          id="bind-mobile"
          prefix={prefix}
          mobile={mobile}
          onPrefix={setPrefix}
          onMobile={setMobile}
          invalid={Boolean(errors.mobile)}
        />
      </Field>
      <Field id="bind-code" label={t('auth.code')} error={errors.code}>
        <div className="input-with-button">
          <input
            ref={codeBox}
            id="bind-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          <SendCodeButton
            sliderType="BIND_MOBILE"
            canSend={canSend}
            send={() => sendSmsCode('BIND_MOBILE', prefix, mobile)}
            onSent={() => {
              setErrors((prev) => ({ ...prev, code: undefined }))
              codeBox.current?.focus()
            }}
            onError={(err) => {
              if (err.code !== ErrorCode.PHONE_TAKEN) return false
              setErrors((prev) => ({ ...prev, mobile: err.message }))
              return true
            }}
          />
        </div>
      </Field>
      <FormError message={errors.form} />
      <button type="submit" className="btn btn-primary btn-block" data-testid="bind-submit" disabled={busy}>
        {busy ? t('common.loading') : t('auth.bind.submit')}
      </button>
    </form>
  )
}
