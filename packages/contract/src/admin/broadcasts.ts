/**
 * System notices, as operators write and see them (docs/admin.md, "System notices"; server
 * modules/broadcasts). Ids travel as strings, times as ISO 8601 strings. Validation messages are
 * keys of the server's catalogue (apps/server/src/lib/messages-operations.ts).
 */
import { idSchema } from '../api/common.ts'
import { LANGUAGES, type Language } from '../constants.ts'
import { plainText } from '../validation.ts'
import { z } from '../zod.ts'

export const BROADCAST_TITLE_MAX = 100
export const BROADCAST_CONTENT_MAX = 2000
/** A notice may be scheduled this far ahead at most. */
export const BROADCAST_SCHEDULE_MAX_DAYS = 90
/** NEW_MEMBERS: members who joined within this many days. */
export const NEW_MEMBER_DAYS = 30

export const BROADCAST_AUDIENCES = ['ALL', 'MEMBER', 'SELLERS', 'NEW_MEMBERS'] as const
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number]
export const BROADCAST_STATUSES = ['SCHEDULED', 'SENDING', 'SENT', 'CANCELLED'] as const
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number]

/** A notice's text in one language, trimmed; empty (or left out) where another language's stands in. */
const noticeText = (max: number, lengthKey: string) =>
  plainText('operations.text.required').trim().max(max, { error: lengthKey }).default('')
const localizedText = (max: number, lengthKey: string) =>
  z.object(
    {
      'zh-Hant': noticeText(max, lengthKey),
      'zh-Hans': noticeText(max, lengthKey),
      en: noticeText(max, lengthKey),
    },
    { error: 'operations.text.required' },
  )

/**
 * Where a notice's language without a text of its own gets one, best first (docs/admin.md, "System
 * notices"): the other Chinese script (the server converts it by character), else the other
 * language. An urgent notice (a typhoon signal) can go out in one language at once.
 */
export const BROADCAST_FALLBACK: Record<Language, readonly Language[]> = {
  'zh-Hant': ['zh-Hans', 'en'],
  'zh-Hans': ['zh-Hant', 'en'],
  en: ['zh-Hant', 'zh-Hans'],
}

/** For each language not in `filled`, the filled language its text comes from (none when nothing is filled). */
export function broadcastFallbacks(filled: readonly Language[]): Partial<Record<Language, Language>> {
  const out: Partial<Record<Language, Language>> = {}
  for (const lang of LANGUAGES) {
    if (filled.includes(lang)) continue
    const from = BROADCAST_FALLBACK[lang].find((l) => filled.includes(l))
    if (from) out[lang] = from
  }
  return out
}

/** `POST /admin/api/notices`. Without `sendAt`, or with a time not in the future, it sends now. */
export const broadcastBody = z
  .object({
    audience: z.enum(BROADCAST_AUDIENCES, { error: 'operations.audience.invalid' }),
    /** The one recipient of a MEMBER notice; ignored for the other audiences. */
    memberId: idSchema.optional(),
    title: localizedText(BROADCAST_TITLE_MAX, 'operations.title.length'),
    content: localizedText(BROADCAST_CONTENT_MAX, 'operations.content.length'),
    sendAt: z.iso
      .datetime({ offset: true, error: 'operations.sendAt.invalid' })
      .transform((v) => new Date(v))
      .optional(),
  })
  .superRefine((body, issues) => {
    if (body.audience === 'MEMBER' && !body.memberId)
      issues.addIssue({ code: 'custom', path: ['memberId'], message: 'operations.member.required' })
    // A language is filled with both its title and its content, or left out with neither.
    for (const lang of LANGUAGES) {
      const title = body.title[lang] !== ''
      const content = body.content[lang] !== ''
      if (title === content) continue
      const path = [title ? 'content' : 'title', lang]
      issues.addIssue({ code: 'custom', path, message: 'operations.text.required' })
    }
    if (LANGUAGES.every((lang) => body.title[lang] === '' && body.content[lang] === ''))
      for (const field of ['title', 'content'])
        issues.addIssue({ code: 'custom', path: [field, 'zh-Hant'], message: 'operations.text.oneLanguage' })
  })
export type BroadcastBody = z.input<typeof broadcastBody>

/** The languages a notice's operator wrote (its title, and so its content too). */
export const filledLanguages = (title: Record<Language, string>): Language[] =>
  LANGUAGES.filter((lang) => title[lang].trim() !== '')

export const localizedRecord = z.object({ 'zh-Hant': z.string(), 'zh-Hans': z.string(), en: z.string() })

/** A row of `GET /admin/api/notices`. */
export const broadcastRecord = z.object({
  id: z.string(),
  audience: z.enum(BROADCAST_AUDIENCES),
  memberId: z.string().nullable(),
  title: localizedRecord,
  content: localizedRecord,
  sendAt: z.string(),
  status: z.enum(BROADCAST_STATUSES),
  /** Members who got it (0 until it is sent). */
  recipients: z.number(),
  sentAt: z.string().nullable(),
  createdBy: z.string(),
  createTime: z.string(),
})
export type BroadcastRecord = z.infer<typeof broadcastRecord>
