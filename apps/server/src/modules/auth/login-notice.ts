/**
 * The owner's mail when sign-in to their account locks (docs/decisions.md, "Accounts"): once per
 * lock episode (claimed by one conditional upsert), with the way to reset the password. A member's
 * language is not stored, and the failing client's language is the guesser's, so the mail carries
 * all three. It is sent in the background: a member's refusal takes no longer than an unknown
 * name's, so the timing does not tell which names are accounts.
 */
import { LANGUAGES, type Language, LOGIN_LOCK_MAX_MINUTES } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { type MessageKey, t } from '../../lib/messages.ts'
import type { MemberRow } from '../members/index.ts'
import { getSetting } from '../site/index.ts'
import { claimLockNotice } from './login-attempts.repo.ts'

/** Hong Kong keeps UTC+8 all year. */
const HK_OFFSET_MS = 8 * 60 * 60 * 1000

/** "10:01": the Hong Kong time of day the refusals and the notice name. */
export const hkClock = (at: Date) => new Date(at.getTime() + HK_OFFSET_MS).toISOString().slice(11, 16)

export interface LockEpisode {
  /** The member's last success, or the start of the lock's memory: a notice after it was this episode's. */
  episodeStart: Date
  until: Date
  failures: number
}

/** Notices being sent, per app, so tests can wait for them (`loginNoticesSettled`). */
const inFlight = new WeakMap<AppContext, Set<Promise<void>>>()

/** Starts the notice of `member`'s lock in the background; a failure to mail goes to `warn`. */
export function noticeLock(
  ctx: AppContext,
  member: MemberRow,
  lock: LockEpisode,
  warn: (err: unknown, what: string) => void,
): void {
  const set = inFlight.get(ctx) ?? new Set<Promise<void>>()
  inFlight.set(ctx, set)
  const work: Promise<void> = sendNotice(ctx, member, lock)
    .catch((err: unknown) => warn(err, 'login lock notice not sent'))
    .finally(() => set.delete(work))
  set.add(work)
}

/** Resolves once every notice this app started has been sent (or given up). */
export async function loginNoticesSettled(ctx: AppContext): Promise<void> {
  const set = inFlight.get(ctx)
  while (set && set.size > 0) await Promise.allSettled([...set])
}

async function sendNotice(ctx: AppContext, member: MemberRow, lock: LockEpisode): Promise<void> {
  const now = ctx.clock.now()
  if (!(await claimLockNotice(ctx.db, member.id, lock.episodeStart, now))) return
  const names = (await getSetting(ctx.db, 'site'))?.siteName
  const params = (lang: Language) => ({
    site: names?.[lang] ?? t(lang, 'site.name'),
    username: member.username,
    failures: lock.failures,
    time: hkClock(lock.until),
    max: LOGIN_LOCK_MAX_MINUTES,
    link: `${ctx.config.PUBLIC_URL}/forgetPassword`,
  })
  const each = (key: MessageKey) => LANGUAGES.map((lang) => t(lang, key, params(lang)))
  await ctx.mailer.send({
    channel: 'email',
    to: member.email,
    // Traditional Chinese and English in the subject; the text in all three.
    subject: [
      t('zh-Hant', 'mail.login.locked.subject', params('zh-Hant')),
      t('en', 'mail.login.locked.subject', params('en')),
    ].join(' / '),
    text: each('mail.login.locked.text').join('\n\n——————\n\n'),
    code: '',
  })
}
