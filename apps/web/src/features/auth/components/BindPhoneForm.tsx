/** Bind a verified phone (docs/product/screens.md phone input, §5 phone rules): prefix, number, SMS code. */
import { CODE_LENGTH, ErrorCode } from '@kaifong/contract'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { sendSmsCode } from '../api/codes.ts'
import { useBindPhone } from '../hooks/use-bind-phone.ts'
import { PhoneInput } from './PhoneInput.tsx'
import { SendCodeButton } from './SendCodeButton.tsx'

export function BindPhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const { prefix, setPrefix, mobile, setMobile, code, setCode, errors, setErrors, busy, canSend, submit } =
    useBindPhone(onDone)
  const codeBox = useRef<HTMLInputElement>(null)

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
