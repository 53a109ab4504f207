/**
 * Twilio's Messaging API: one form post per SMS to {base}/2010-04-01/Accounts/{AccountSid}/Messages.json
 * with HTTP Basic auth, answered 201 with the message as JSON, or an error as JSON
 * `{code, message, more_info, status}`. Configured in config.ts (`twilio`); see docs/decisions.md,
 * "Codes and captcha".
 *
 * One more attempt only when Twilio says it cannot take the message now (429, 5xx). A 4xx is final
 * (the number or the credentials will not change), and a timeout is not retried: Twilio may have
 * taken the message, and the member can ask again at once (a failed send keeps no code, so no
 * resend wait). The whole send, retry included, lives within SMS_TIMEOUT_MS. Logs never hold the
 * text (it carries a code), the credentials, or a whole phone number.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { maskPhone } from '@kaifong/contract'
import type { TwilioSettings } from '../config.ts'
import { type SendLog, SmsError, type SmsMessage, type SmsProvider } from './sms.ts'

const RETRY_PAUSE_MS = 250

const retriable = (status: number) => status === 429 || status >= 500

/** Numbers in Twilio's messages (it repeats the recipient) are masked like any logged phone. */
const masked = (text: string) => text.replace(/\+?\d{6,}/g, (n) => maskPhone(n))

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export function createTwilioSms(settings: TwilioSettings, log: SendLog): SmsProvider {
  const url = `${settings.apiBase}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`
  const authorization = `Basic ${Buffer.from(`${settings.username}:${settings.password}`).toString('base64')}`

  /** One post: null when Twilio took the message, else the error it answered (already logged). */
  async function attempt(message: SmsMessage, to: string, signal: AbortSignal): Promise<SmsError | null> {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        authorization,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ To: message.to, ...settings.sender, Body: message.body }).toString(),
      signal,
    })
    const body = parseJson(await res.text())
    if (res.ok) {
      log.info({ sms: { provider: 'twilio', to, sid: body.sid, status: body.status } }, 'SMS taken by Twilio')
      return null
    }
    const code = typeof body.code === 'number' ? body.code : null
    const text = masked(typeof body.message === 'string' ? body.message : res.statusText)
    const detail = { provider: 'twilio', to, status: res.status, code, moreInfo: body.more_info }
    if (res.status === 401 || res.status === 403) {
      log.error({ sms: detail }, `Twilio refused our credentials (check the TWILIO_* settings): ${text}`)
    } else {
      log.warn({ sms: detail }, `SMS not taken by Twilio (${res.status}): ${text}`)
    }
    return new SmsError(
      `Twilio answered ${res.status}${code === null ? '' : ` (${code})`}: ${text}`,
      res.status,
      code,
    )
  }

  function unanswered(err: unknown, to: string, signal: AbortSignal): SmsError {
    const reason = signal.aborted
      ? `no answer from Twilio within ${settings.timeoutMs} ms`
      : `Twilio unreachable: ${err instanceof Error ? err.message : String(err)}`
    log.warn({ sms: { provider: 'twilio', to } }, `SMS not sent: ${reason}`)
    return Object.assign(new SmsError(reason, null, null), { cause: err })
  }

  return {
    name: 'twilio',
    async send(message) {
      const signal = AbortSignal.timeout(settings.timeoutMs)
      const to = maskPhone(message.to)
      let failure: SmsError | null
      try {
        failure = await attempt(message, to, signal)
        if (failure?.status && retriable(failure.status)) {
          await sleep(RETRY_PAUSE_MS, undefined, { signal })
          failure = await attempt(message, to, signal)
        }
      } catch (err) {
        throw unanswered(err, to, signal)
      }
      if (failure) throw failure
    },
  }
}
