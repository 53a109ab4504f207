/**
 * Change the email in two steps (docs/product/states-and-notices.md, "Email and phone change"): a
 * code sent to the current address proves it, then the new address with a code sent there. The
 * proof lasts 10 minutes; when the server says it lapsed, the dialog starts again at step 1.
 */
import { codeSchema, ErrorCode, emailSchema, maskEmail } from '@kaifong/contract'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { FormActions } from '../../../components/FormActions.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { translateIssue } from '../../../lib/i18n.ts'
import { sendEmailCode } from '../../auth/index.ts'
import { resetUserEmail } from '../api/contact-change.ts'
import { useNewContactStep } from '../hooks/use-new-contact-step.ts'
import { CodeField } from './CodeField.tsx'
import { placeError, type StepErrors } from './contact-errors.ts'
import { type ChangeStepProps, TwoStepChange, type VerifyStepProps } from './TwoStepChange.tsx'

interface Props {
  open: boolean
  /** The member's current address, in full (the dialog shows it masked). */
  current: string
  onClose: () => void
}

export function ChangeEmailDialog({ open, current, onClose }: Props) {
  const { t } = useTranslation()
  return (
    <TwoStepChange
      open={open}
      title={t('security.email.title')}
      testId="change-email-dialog"
      onClose={onClose}
      verify={(step) => <VerifyEmail current={current} {...step} />}
      change={(step) => <NewEmail current={current} {...step} />}
    />
  )
}

function VerifyEmail(props: VerifyStepProps & { current: string }) {
  const { t } = useTranslation()
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<StepErrors>({})
  const [busy, setBusy] = useState(false)
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
      await resetUserEmail({ email: props.current, code: checked.data, step: 'verify' })
      props.onVerified()
    } catch (err) {
      setErrors(placeError(err, t('errors.operationFailed')))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate data-testid="email-verify-form">
      <p className="step">{t('security.email.step1', { email: maskEmail(props.current) })}</p>
      <FormError message={props.notice} />
      <CodeField
        id="email-old-code"
        value={code}
        onChange={setCode}
        error={errors.code}
        sliderType="CHANGE_EMAIL"
        canSend={() => true}
        send={() => sendEmailCode('CHANGE_EMAIL', props.current)}
        onSent={() => setErrors((prev) => ({ ...prev, code: undefined }))}
      />
      <FormError message={errors.form ?? errors.value} />
      <FormActions
        label={t('security.next')}
        testId="email-verify-submit"
        pending={busy}
        onCancel={props.onCancel}
      />
    </form>
  )
}

function NewEmail(props: ChangeStepProps & { current: string }) {
  const { t } = useTranslation()
  const [email, setEmail] = useState('')
  const emailBox = useRef<HTMLInputElement>(null)
  // Step 1's button is gone: continue on the new address.
  useEffect(() => emailBox.current?.focus(), [])
  const { errors, busy, submit, codeField } = useNewContactStep({
    step: props,
    /** The new address's problem, as the server would say it (valid, and not the current one). */
    problem: () => {
      const checked = emailSchema.safeParse(email)
      if (!checked.success) return translateIssue(checked.error.issues[0]?.message)
      return checked.data === props.current ? translateIssue('email.same') : undefined
    },
    save: (code) => resetUserEmail({ email, code, step: 'reset' }),
    doneMessage: t('security.email.done'),
    takenCode: ErrorCode.EMAIL_TAKEN,
  })
  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate data-testid="email-reset-form">
      <p className="step">{t('security.email.step2')}</p>
      <Field id="email-new" label={t('security.email.new')} error={errors.value}>
        <input
          ref={emailBox}
          id="email-new"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          aria-invalid={errors.value ? true : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <CodeField
        id="email-new-code"
        sliderType="CHANGE_EMAIL"
        send={() => sendEmailCode('CHANGE_EMAIL', email.trim().toLowerCase())}
        {...codeField}
      />
      <FormError message={errors.form} />
      <FormActions
        label={t('security.email.submit')}
        testId="email-reset-submit"
        pending={busy}
        onCancel={props.onCancel}
      />
    </form>
  )
}
