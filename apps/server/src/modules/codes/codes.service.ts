/**
 * Email and SMS verification codes (docs/product/domain-rules.md abuse controls): a passed slider buys one send;
 * a code lives 5 minutes and allows 5 tries; resend wait 60 s; daily caps per address and per IP.
 * Codes are stored as an HMAC under the server's code key (lib/secrets.ts), never in plain text.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import {
  CODE_MAX_TRIES,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  ErrorCode,
  type Language,
  type SliderType,
} from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { lockKey } from '../../lib/locks.ts'
import { t } from '../../lib/messages.ts'
import { consumeSliderPass } from '../captcha/index.ts'
import { getSetting } from '../site/index.ts'
import {
  consumeCode,
  countSince,
  deleteCode,
  findLiveCode,
  insertCode,
  lastSent,
  takeTry,
} from './codes.repo.ts'

/** Sends allowed per address or phone in any 24 hours; per IP it is CODES_PER_IP_PER_DAY (30). */
export const DAILY_LIMIT_PER_TARGET = 10
const DAY_MS = 24 * 60 * 60 * 1000

export const phoneTarget = (prefix: string, mobile: string) => `+${prefix}${mobile}`

/**
 * Keyed, so a copy of the table alone does not give its live codes away by trying all 10^6
 * (docs/decisions.md, "Codes and captcha").
 */
export const hashCode = (key: Uint8Array, target: string, type: string, code: string) =>
  createHmac('sha256', key).update(`${target}|${type}|${code}`).digest('hex')

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** The SMS code route's first question: a site that verifies no phones sends no SMS codes. */
export function assertPhonesVerified(ctx: AppContext): void {
  if (ctx.config.PHONE_VERIFICATION === 'off') {
    throw new AppError(403, ErrorCode.PHONE_VERIFICATION_OFF, 'code.sms.off')
  }
}

export interface SendRequest {
  channel: 'email' | 'sms'
  type: SliderType
  target: string
  uuid: string
  ip: string
  lang: Language
}

async function checkLimits(db: DbOrTx, req: SendRequest, now: Date, perIp: number) {
  const last = await lastSent(db, req.target, req.type)
  if (last) {
    const wait = Math.ceil((last.getTime() + CODE_RESEND_SECONDS * 1000 - now.getTime()) / 1000)
    if (wait > 0) throw new AppError(429, ErrorCode.CODE_RESEND_WAIT, 'code.resend.wait', { seconds: wait })
  }
  const since = new Date(now.getTime() - DAY_MS)
  if (
    (await countSince(db, { target: req.target }, since)) >= DAILY_LIMIT_PER_TARGET ||
    (await countSince(db, { ip: req.ip }, since)) >= perIp
  ) {
    throw new AppError(429, ErrorCode.CODE_DAILY_LIMIT, 'code.daily.limit')
  }
}

/**
 * Spends the slider pass first, so nothing about the address (registered or not, recently sent
 * to) is told to a client without one; then `purpose` (who may ask for this code); then, one
 * request per address and per IP at a time, the limits and the new code. See docs/decisions.md
 * "Races".
 */
export async function sendCode(
  ctx: AppContext,
  req: SendRequest,
  purpose: () => Promise<void> = async () => {},
): Promise<void> {
  const now = ctx.clock.now()
  await consumeSliderPass(ctx, req.uuid, req.type)
  await purpose()
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const id = await ctx.db.transaction(async (tx) => {
    // Always the address before the IP, so two requests never wait for each other crosswise.
    await lockKey(tx, 'code:target', req.target)
    await lockKey(tx, 'code:ip', req.ip)
    await checkLimits(tx, req, now, ctx.config.CODES_PER_IP_PER_DAY)
    return insertCode(tx, {
      channel: req.channel,
      type: req.type,
      target: req.target,
      codeHash: hashCode(ctx.codeKey, req.target, req.type, code),
      ip: req.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    })
  })
  const site = (await getSetting(ctx.db, 'site'))?.siteName[req.lang] ?? t(req.lang, 'site.name')
  const params = { site, code, minutes: CODE_TTL_SECONDS / 60 }
  try {
    await ctx.mailer.send({
      channel: req.channel,
      to: req.target,
      subject: req.channel === 'email' ? t(req.lang, 'mail.code.subject', params) : '',
      text: t(req.lang, req.channel === 'email' ? 'mail.code.text' : 'sms.code.text', params),
      code,
    })
  } catch (err) {
    await deleteCode(ctx.db, id)
    throw Object.assign(new AppError(502, ErrorCode.CODE_SEND_FAILED, 'code.send.failed'), { cause: err })
  }
}

/**
 * Checks a code and uses it up. Every check, right or wrong, spends one of the code's 5 tries.
 * Call it outside any transaction that may roll back: a wrong try must stay counted.
 */
export async function verifyCode(
  ctx: AppContext,
  db: DbOrTx,
  input: { type: string; target: string; code: string },
): Promise<void> {
  const now = ctx.clock.now()
  const row = await findLiveCode(db, input.target, input.type, now)
  if (!row) throw new AppError(400, ErrorCode.CODE_EXPIRED, 'code.expired')
  if (!(await takeTry(db, row.id, CODE_MAX_TRIES))) {
    throw new AppError(400, ErrorCode.CODE_TOO_MANY_TRIES, 'code.too.many.tries')
  }
  if (!sameHash(row.codeHash, hashCode(ctx.codeKey, input.target, input.type, input.code))) {
    throw new AppError(400, ErrorCode.CODE_WRONG, 'code.wrong')
  }
  // A parallel request with the same right code may have used it between the read and here.
  if (!(await consumeCode(db, row.id, now))) {
    throw new AppError(400, ErrorCode.CODE_EXPIRED, 'code.expired')
  }
}
