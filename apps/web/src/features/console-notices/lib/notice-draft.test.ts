import { describe, expect, it } from 'vitest'
import { checkNotice, emptyNoticeForm } from './notice-draft.ts'

describe('checkNotice', () => {
  const now = new Date('2025-03-01T02:00:00Z') // 10:00 in Hong Kong
  const filled = () => ({
    ...emptyNoticeForm(),
    title: { 'zh-Hant': ' 維修 ', 'zh-Hans': '维修', en: 'Maintenance' },
    content: { 'zh-Hant': '今晚', 'zh-Hans': '今晚', en: 'Tonight' },
  })

  it('names every empty language, and sends nothing', () => {
    const result = checkNotice({ ...filled(), content: { 'zh-Hant': '', 'zh-Hans': ' ', en: 'x' } }, now)
    expect(result).toEqual({ problems: { missingTitle: [], missingContent: ['zh-Hant', 'zh-Hans'] } })
  })

  it('needs a member id of digits for one member, and sends it only then', () => {
    expect(checkNotice({ ...filled(), audience: 'MEMBER' }, now)).toMatchObject({
      problems: { memberId: 'adminContent.notices.memberIdRequired' },
    })
    expect(checkNotice({ ...filled(), audience: 'MEMBER', memberId: 'abc' }, now)).toMatchObject({
      problems: { memberId: 'adminContent.notices.memberIdInvalid' },
    })
    expect(checkNotice({ ...filled(), audience: 'MEMBER', memberId: ' 42 ' }, now)).toMatchObject({
      body: { audience: 'MEMBER', memberId: '42' },
    })
    expect(checkNotice({ ...filled(), memberId: '42' }, now)).toEqual({
      body: {
        audience: 'ALL',
        title: { 'zh-Hant': '維修', 'zh-Hans': '维修', en: 'Maintenance' },
        content: { 'zh-Hant': '今晚', 'zh-Hans': '今晚', en: 'Tonight' },
      },
    })
  })

  it('schedules at a Hong Kong time in the future, within 90 days', () => {
    const at = (sendAt: string) => checkNotice({ ...filled(), when: 'later', sendAt }, now)
    expect(at('2025-03-01T18:30')).toMatchObject({ body: { sendAt: '2025-03-01T10:30:00.000Z' } })
    expect(at('2025-03-01T09:59')).toMatchObject({ problems: { sendAt: 'adminContent.notices.sendAtPast' } })
    expect(at('')).toMatchObject({ problems: { sendAt: 'adminContent.notices.sendAtRequired' } })
    expect(at('2025-07-01T10:00')).toMatchObject({
      problems: { sendAt: 'adminContent.notices.sendAtTooFar' },
    })
  })
})
