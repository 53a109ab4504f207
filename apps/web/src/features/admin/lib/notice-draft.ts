/**
 * The system notice form's rules (docs/admin.md, "System notices"): every language's title and
 * content, a member id for one member, and for a scheduled notice a Hong Kong time in the future.
 * The server checks all of it again.
 */
import type { Language } from '@kaifong/contract'
import { BROADCAST_SCHEDULE_MAX_DAYS } from '@kaifong/contract/admin'
import { emptyLocalized, hkLocalToIso, missingLanguages } from './content.ts'
import type { BroadcastBody, Localized, NoticeAudience } from './content-types.ts'

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
}

/** The body to send, or what is wrong with the form. */
export function checkNotice(
  form: NoticeForm,
  now: Date,
): { body: BroadcastBody } | { problems: NoticeProblems } {
  const problems: NoticeProblems = {
    missingTitle: missingLanguages(form.title),
    missingContent: missingLanguages(form.content),
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
