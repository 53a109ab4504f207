/**
 * A verification code box with its "send code" button (the auth feature's, with the slider
 * captcha and the 60 s wait), as the contact-change dialogs use it in each step.
 */
import { CODE_LENGTH, type SliderType } from '@kaifong/contract'
import { Suspense, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import type { ApiError } from '../../../lib/api.ts'
import { SendCodeButton } from '../../auth/index.ts'

interface Props {
  id: string
  value: string
  onChange: (code: string) => void
  error?: string
  sliderType: SliderType
  /** Checks what the code goes to; false stops before the slider (the form shows why). */
  canSend: () => boolean
  send: () => Promise<unknown>
  /** Shows a refusal beside the field it concerns; true when handled (no toast then). */
  onSendError?: (err: ApiError) => boolean
  /** The code is on its way: the dialog clears a stale error under the code. */
  onSent?: () => void
}

export function CodeField({
  id,
  value,
  onChange,
  error,
  sliderType,
  canSend,
  send,
  onSendError,
  onSent,
}: Props) {
  const { t } = useTranslation()
  const box = useRef<HTMLInputElement>(null)
  return (
    <Field id={id} label={t('auth.code')} error={error}>
      <div className="input-with-button">
        <input
          ref={box}
          id={id}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          value={value}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        />
        <Suspense
          fallback={
            <button type="button" className="btn btn-outline btn-code" disabled>
              {t('auth.sendCode')}
            </button>
          }
        >
          <SendCodeButton
            sliderType={sliderType}
            canSend={canSend}
            send={send}
            onError={onSendError}
            onSent={() => {
              onSent?.()
              box.current?.focus()
            }}
          />
        </Suspense>
      </div>
    </Field>
  )
}
