/**
 * Outgoing mail and SMS: the one way modules send either (`ctx.mailer.send`). Email goes over SMTP
 * when SMTP_URL is set, SMS to the SMS provider when SMS_PROVIDER is set (lib/sms.ts). Outside
 * production a message with neither is written to the outbox table, which /dev/outbox shows.
 * Production never writes the outbox (it would hold codes in plain text): there, mail without SMTP
 * (ALLOW_NO_MAIL) is dropped with a warning, and SMS without a provider fail (docs/decisions.md,
 * "Codes and captcha").
 */
import nodemailer from 'nodemailer'
import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import { outbox } from '../db/schema.ts'
import { type SendLog, SmsError, type SmsProvider, silentLog } from './sms.ts'
import { createTwilioSms } from './sms-twilio.ts'

export interface OutgoingMessage {
  channel: 'email' | 'sms'
  to: string
  subject: string
  text: string
  /** The code carried by the message, recorded for the dev outbox ('' for a message without one). */
  code: string
}

export interface Mailer {
  send(message: OutgoingMessage): Promise<void>
  close(): Promise<void>
}

export interface MailerOptions {
  smtpUrl?: string
  from: string
  /** Where SMS go; without one, to the outbox (or nowhere, in production). */
  sms?: SmsProvider | null
  /** Whether messages with no transport are written to the outbox; default true, never in production. */
  outbox?: boolean
  log?: SendLog
}

/** The mailer's settings from the configuration, as the app builds it (app.ts, test/harness.ts). */
export function mailerOptions(config: Config, log: SendLog = silentLog): MailerOptions {
  return {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    sms: config.twilio ? createTwilioSms(config.twilio, log) : null,
    outbox: !config.isProduction,
    log,
  }
}

export function createMailer(db: Db, opts: MailerOptions): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null
  const sms = opts.sms ?? null
  const log = opts.log ?? silentLog
  return {
    async send(message) {
      if (transport && message.channel === 'email') {
        await transport.sendMail({
          from: opts.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        })
        return
      }
      if (sms && message.channel === 'sms') {
        await sms.send({ to: message.to, body: message.text })
        return
      }
      if (opts.outbox ?? true) {
        await db.insert(outbox).values(message)
        return
      }
      // Production config refuses to start without a provider unless phones are not verified (config.ts).
      if (message.channel === 'sms') throw new SmsError('no SMS provider is configured', null, null)
      log.warn({ mail: { subject: message.subject } }, 'mail not sent: no SMTP_URL (ALLOW_NO_MAIL=true)')
    },
    async close() {
      transport?.close()
    },
  }
}
