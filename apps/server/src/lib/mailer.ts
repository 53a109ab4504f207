/**
 * Outgoing mail and SMS. Email goes over SMTP when SMTP_URL is set; otherwise (and for SMS, for
 * which no provider is configured here) the message is written to the outbox table, which
 * development mode shows at /dev/outbox.
 */
import nodemailer from 'nodemailer'
import type { Db } from '../db/client.ts'
import { outbox } from '../db/schema.ts'

export interface OutgoingMessage {
  channel: 'email' | 'sms'
  to: string
  subject: string
  text: string
  /** The code carried by the message, recorded for the dev outbox. */
  code: string
}

export interface Mailer {
  send(message: OutgoingMessage): Promise<void>
  close(): Promise<void>
}

export function createMailer(db: Db, opts: { smtpUrl?: string; from: string }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null
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
      await db.insert(outbox).values(message)
    },
    async close() {
      transport?.close()
    },
  }
}
