/**
 * What the mailer needs of an SMS provider (lib/mailer.ts routes `channel: 'sms'` here): send one
 * text to one E.164 number, or throw. Twilio is the one implementation (sms-twilio.ts); see
 * docs/decisions.md, "Codes and captcha".
 */
import type { FastifyBaseLogger } from 'fastify'

export interface SmsMessage {
  /** E.164, e.g. +85291234567. */
  to: string
  body: string
}

export interface SmsProvider {
  readonly name: string
  /** Resolves once the provider has taken the message; throws SmsError otherwise. */
  send(message: SmsMessage): Promise<void>
}

/** A refused or failed send. Its message never holds the text sent (it may carry a code). */
export class SmsError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status, or null when no answer came (timeout, network). */
    readonly status: number | null,
    /** The provider's own error code (Twilio's 21211, 20003…), when it gave one. */
    readonly providerCode: number | null,
  ) {
    super(message)
    this.name = 'SmsError'
  }
}

/** The part of the app's logger the mailer and SMS providers write to. */
export type SendLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>

/** For mailers built outside an app (tests, scripts): nothing is logged. */
export const silentLog: SendLog = { info: () => {}, warn: () => {}, error: () => {} }
