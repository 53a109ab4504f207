/**
 * "Send code": checks the address first, then the slider captcha, then asks the server to
 * send; afterwards a 60 s countdown before it can be sent again (docs/product/screens.md, validation.md, constants.md).
 */
import { CODE_RESEND_SECONDS, type SliderType } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api.ts'
import { toast } from '../../../lib/ui.ts'
import { useCountdown } from '../hooks/use-countdown.ts'
import { SliderCaptcha } from './SliderCaptcha.tsx'

interface Props {
  sliderType: SliderType
  /** Validates the address; false stops here (the form shows why). */
  canSend: () => Promise<boolean> | boolean
  send: () => Promise<unknown>
  /** Shows a refusal next to the field it concerns; true when handled (no toast then). */
  onError?: (err: ApiError) => boolean
  /** The code is on its way: the form clears a stale "code empty" and moves on to the code box. */
  onSent?: () => void
  /**
   * What the toast says once sent. The server answers "sent" for every address, with or without an
   * account (docs/decisions.md, "Accounts"), so a form may say what the mail holds in either case.
   */
  sentMessage?: string
}

export function SendCodeButton({ sliderType, canSend, send, onError, onSent, sentMessage }: Props) {
  const { t } = useTranslation()
  const { left, running, start } = useCountdown()
  const [slider, setSlider] = useState(false)
  const [sending, setSending] = useState(false)

  const onClick = async () => {
    if (running || sending) return
    if (await canSend()) setSlider(true)
  }

  const onPass = async () => {
    setSlider(false)
    setSending(true)
    try {
      await send()
      toast(sentMessage ?? t('auth.codeSent'), 'success')
      start(CODE_RESEND_SECONDS)
      onSent?.()
    } catch (err) {
      if (err instanceof ApiError && onError?.(err)) return
      toast(err instanceof ApiError ? err.message : t('errors.operationFailed'), 'error')
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-code"
        data-testid="send-code"
        onClick={() => void onClick()}
        disabled={running || sending}
      >
        {running ? t('auth.resendIn', { seconds: left }) : t('auth.sendCode')}
      </button>
      <SliderCaptcha
        type={sliderType}
        open={slider}
        onPass={() => void onPass()}
        onClose={() => setSlider(false)}
      />
    </>
  )
}
