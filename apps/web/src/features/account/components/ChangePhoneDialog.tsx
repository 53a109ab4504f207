/**
 * Change the verified phone in two steps (docs/product/states-and-notices.md, "Email and phone
 * change"): an SMS code to the current number proves it, then the new number (852, 86 or 1) with a
 * code sent there. Only a member with a verified phone gets here; a first phone is bound at
 * /authPhone. When the server says the 10-minute proof lapsed, the dialog starts again at step 1.
 */
import {
  codeSchema,
  DEFAULT_PHONE_PREFIX,
  ErrorCode,
  maskPhone,
  type PhonePrefix,
  resetUserMobileBody,
} from '@kaifong/contract'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { FormActions } from '../../../components/FormActions.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { translateIssue } from '../../../lib/i18n.ts'
import { PhoneInput, sendSmsCode } from '../../auth/index.ts'
import { resetUserMobile } from '../api/contact-change.ts'
import { useNewContactStep } from '../hooks/use-new-contact-step.ts'
import { CodeField } from './CodeField.tsx'
import { placeError, type StepErrors } from './contact-errors.ts'
import { type ChangeStepProps, TwoStepChange, type VerifyStepProps } from './TwoStepChange.tsx'

export interface CurrentPhone {
  countryCode: PhonePrefix
  mobile: string
}

interface Props {
  open: boolean
  current: CurrentPhone
  onClose: () => void
}

export const phoneLabel = (phone: CurrentPhone) => `+${phone.countryCode} ${maskPhone(phone.mobile)}`

export function ChangePhoneDialog({ open, current, onClose }: Props) {
  const { t } = useTranslation()
  return (
    <TwoStepChange
      open={open}
      title={t('security.phone.title')}
      testId="change-phone-dialog"
      onClose={onClose}
      verify={(step) => <VerifyPhone current={current} {...step} />}
      change={(step) => <NewPhone current={current} {...step} />}
    />
  )
}

function VerifyPhone(props: VerifyStepProps & { current: CurrentPhone }) {
  const { t } = useTranslation()
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<StepErrors>({})
  const [busy, setBusy] = useState(false)
  const { countryCode, mobile } = props.current
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    const checked = codeSchema.safeParse(code)
    if (!checked.success) {
      setErrors({ code: translateIssue(checked.error.issues[0]?.message) })
      return
    }
    setErrors({})
    setBusy(true)
    try {
      await resetUserMobile({ mobile, countryCode, code: checked.data, step: 'verify' })
      props.onVerified()
    } catch (err) {
      setErrors(placeError(err, t('errors.operationFailed')))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate data-testid="phone-verify-form">
      <p className="step">{t('security.phone.step1', { phone: phoneLabel(props.current) })}</p>
      <FormError message={props.notice} />
      <CodeField
        id="phone-old-code"
        value={code}
        onChange={setCode}
        error={errors.code}
        sliderType="CHANGE_MOBILE"
        canSend={() => true}
        send={() => sendSmsCode('CHANGE_MOBILE', countryCode, mobile)}
        onSent={() => setErrors((prev) => ({ ...prev, code: undefined }))}
      />
      <FormError message={errors.form ?? errors.value} />
      <FormActions
        label={t('security.next')}
        testId="phone-verify-submit"
        pending={busy}
        onCancel={props.onCancel}
      />
    </form>
  )
}

function NewPhone(props: ChangeStepProps & { current: CurrentPhone }) {
  const { t } = useTranslation()
  const [prefix, setPrefix] = useState<PhonePrefix>(DEFAULT_PHONE_PREFIX)
  const [mobile, setMobile] = useState('')
  const form = useRef<HTMLFormElement>(null)
  // Step 1's button is gone: continue on the new number.
  useEffect(() => form.current?.querySelector<HTMLInputElement>('#phone-new')?.focus(), [])
  const { errors, busy, submit, codeField } = useNewContactStep({
    step: props,
    /** The contract's rules (required, the prefix's pattern), then "not the current one". */
    problem: () => {
      const checked = resetUserMobileBody.safeParse({ mobile, countryCode: prefix, code: '000000' })
      if (!checked.success) return translateIssue(checked.error.issues[0]?.message)
      const same = prefix === props.current.countryCode && mobile === props.current.mobile
      return same ? translateIssue('phone.same') : undefined
    },
    save: (code) => resetUserMobile({ mobile, countryCode: prefix, code, step: 'reset' }),
    doneMessage: t('security.phone.done'),
    takenCode: ErrorCode.PHONE_TAKEN,
  })
  return (
    <form
      ref={form}
      className="form"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="phone-reset-form"
    >
      <p className="step">{t('security.phone.step2')}</p>
      <Field id="phone-new" label={t('security.phone.new')} error={errors.value}>
        <PhoneInput
          id="phone-new"
          prefix={prefix}
          mobile={mobile}
          onPrefix={setPrefix}
          onMobile={setMobile}
          invalid={Boolean(errors.value)}
        />
      </Field>
      <CodeField
        id="phone-new-code"
        sliderType="CHANGE_MOBILE"
        send={() => sendSmsCode('CHANGE_MOBILE', prefix, mobile)}
        {...codeField}
      />
      <FormError message={errors.form} />
      <FormActions
        label={t('security.phone.submit')}
        testId="phone-reset-submit"
        pending={busy}
        onCancel={props.onCancel}
      />
    </form>
  )
}
