/**
 * The system notice form's rules (docs/admin.md, "System notices"): a title and content in at least
 * one language (a language has both or neither; the others fall back, BROADCAST_FALLBACK), a member
 * id for one member, and for a scheduled notice a Hong Kong time in the future. The server checks
 * all of it again.
 */
import { LANGUAGES, type Language } from '@kaifong/contract'
import { BROADCAST_SCHEDULE_MAX_DAYS, broadcastFallbacks } from '@kaifong/contract/admin'
import { emptyLocalized, type Localized } from '../../admin/index.ts'
import { hkLocalToIso } from './hk-time.ts'
import type { BroadcastBody, NoticeAudience } from './types.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export interface NoticeForm {
  audience: NoticeAudience
  memberId: string
  title: Localized
  content: Localized
  when: 'now' | 'later'
  /** A `datetime-local` value, Hong Kong time. */
  sendAt: string
}

export const emptyNoticeForm = (): NoticeForm => ({
  audience: 'ALL',
  memberId: '',
  title: emptyLocalized(),
  content: emptyLocalized(),
  when: 'now',
  sendAt: '',
})

export interface NoticeProblems {
  /** Keys of adminContent texts, by field. */
  memberId?: string
  sendAt?: string
  missingTitle: Language[]
  missingContent: Language[]
  /** Nothing is written in any language. */
  empty?: boolean
}

const written = (text: string) => text.trim() !== ''

/** The languages the operator has started (a title or a content). */
export const noticeLanguages = (form: Pick<NoticeForm, 'title' | 'content'>): Language[] =>
  LANGUAGES.filter((lang) => written(form.title[lang]) || written(form.content[lang]))

/**
 * The languages left out, each with the language its text will come from (the console warns
 * before sending); empty while nothing is written.
 */
export function noticeFallbacks(form: Pick<NoticeForm, 'title' | 'content'>): [Language, Language][] {
  const filled = noticeLanguages(form)
  return Object.entries(broadcastFallbacks(filled)) as [Language, Language][]
}

/** The body to send, or what is wrong with the form. */
export function checkNotice(
  form: NoticeForm,
  now: Date,
): { body: BroadcastBody } | { problems: NoticeProblems } {
  // A started language needs both texts; with none started, the first language asks for them.
  const started = noticeLanguages(form)
  const problems: NoticeProblems = {
    missingTitle: started.filter((lang) => !written(form.title[lang])),
    missingContent: started.filter((lang) => !written(form.content[lang])),
  }
  if (started.length === 0) {
    problems.empty = true
    problems.missingTitle = [LANGUAGES[0]]
    problems.missingContent = [LANGUAGES[0]]
  }
  const memberId = form.memberId.trim()
  if (form.audience === 'MEMBER' && !/^\d{1,19}$/.test(memberId))
    problems.memberId = memberId
      ? 'adminContent.notices.memberIdInvalid'
      : 'adminContent.notices.memberIdRequired'
  let sendAt: string | undefined
  if (form.when === 'later') {
    const iso = hkLocalToIso(form.sendAt)
    if (!iso) problems.sendAt = 'adminContent.notices.sendAtRequired'
    else if (new Date(iso).getTime() <= now.getTime()) problems.sendAt = 'adminContent.notices.sendAtPast'
    else if (new Date(iso).getTime() > now.getTime() + BROADCAST_SCHEDULE_MAX_DAYS * DAY_MS)
      problems.sendAt = 'adminContent.notices.sendAtTooFar'
    else sendAt = iso
  }
  const bad =
    problems.empty ||
    problems.memberId ||
    problems.sendAt ||
    problems.missingTitle.length > 0 ||
    problems.missingContent.length > 0
  if (bad) return { problems }
  const trim = (text: Localized): Localized => ({
    'zh-Hant': text['zh-Hant'].trim(),
    'zh-Hans': text['zh-Hans'].trim(),
    en: text.en.trim(),
  })
  return {
    body: {
      audience: form.audience,
      ...(form.audience === 'MEMBER' ? { memberId } : {}),
      title: trim(form.title),
      content: trim(form.content),
      ...(sendAt ? { sendAt } : {}),
    },
  }
}
