import { describe, expect, it } from 'vitest'
import { ApiError } from './admin-api.ts'
import {
  allowedParents,
  formError,
  hkLocalToIso,
  isoToHkLocal,
  localizedErrors,
  moveItem,
  parseAdjustment,
  pinnedInOrder,
  reorderChanges,
} from './content.ts'
import type { AdminCategory, HotWordRule } from './content-types.ts'
import { checkNotice, emptyNoticeForm } from './notice-draft.ts'
import { coinProblems, coinSettingsOf, holdAfterReportsOf, newPackageRow } from './settings-forms.ts'

const node = (
  id: string,
  parentId: string,
  level: number,
  children: AdminCategory[] = [],
): AdminCategory => ({
  id,
  parentId,
  level,
  name: { 'zh-Hant': `分類${id}`, 'zh-Hans': `分类${id}`, en: `Cat ${id}` },
  image: '',
  sortOrder: 0,
  hidden: false,
  children,
})

// 1 ─ 11 ─ 111
//   └ 12
// 2 ─ 21
// 3
const TREE = [
  node('1', '0', 1, [node('11', '1', 2, [node('111', '11', 3)]), node('12', '1', 2)]),
  node('2', '0', 1, [node('21', '2', 2)]),
  node('3', '0', 1),
]
const find = (id: string) => {
  const all = (nodes: AdminCategory[]): AdminCategory[] => nodes.flatMap((n) => [n, ...all(n.children)])
  const found = all(TREE).find((n) => n.id === id)
  if (!found) throw new Error(id)
  return found
}
const ids = (list: (AdminCategory | null)[]) => list.map((n) => n?.id ?? 'top')

describe('allowedParents (docs/admin.md: three levels, never under itself)', () => {
  it('offers a leaf every node above the third level but its own parent, and the top', () => {
    expect(ids(allowedParents(TREE, find('111')))).toEqual(['top', '1', '12', '2', '21', '3'])
  })

  it('keeps a node with children at most one level down, never under itself or its children', () => {
    // 11 carries one level under it: it may go to the top or under a first-level node.
    expect(ids(allowedParents(TREE, find('11')))).toEqual(['top', '2', '3'])
  })

  it('lets a three-level subtree stay only at the top, and a two-level one under a first-level node', () => {
    expect(ids(allowedParents(TREE, find('1')))).toEqual([])
    expect(ids(allowedParents(TREE, find('2')))).toEqual(['1', '3'])
  })
})

describe('Hong Kong times for scheduling', () => {
  it('reads a datetime-local value as Hong Kong time (UTC+8, no daylight saving)', () => {
    expect(hkLocalToIso('2025-03-01T14:05')).toBe('2025-03-01T06:05:00.000Z')
    expect(hkLocalToIso('2025-07-01T00:30')).toBe('2025-06-30T16:30:00.000Z')
    expect(isoToHkLocal('2025-06-30T16:30:00.000Z')).toBe('2025-07-01T00:30')
  })

  it('refuses malformed and impossible dates', () => {
    expect(hkLocalToIso('')).toBeNull()
    expect(hkLocalToIso('2025-02-30T10:00')).toBeNull()
    expect(hkLocalToIso('tomorrow')).toBeNull()
  })
})

describe('moveItem', () => {
  it('moves one step and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c'])
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b'])
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c'])
  })
})

describe('hot word order', () => {
  const rule = (word: string, sortOrder: number, action: 'PIN' | 'HIDE' = 'PIN'): HotWordRule => ({
    word,
    action,
    sortOrder,
    createTime: '2025-03-01T00:00:00Z',
  })

  it('lists pinned words by sort order, then word, without the hidden ones', () => {
    const rules = [rule('b', 0), rule('x', 0, 'HIDE'), rule('a', 0), rule('c', -1)]
    expect(pinnedInOrder(rules).map((r) => r.word)).toEqual(['c', 'a', 'b'])
  })

  it('renumbers the pins 0, 1, 2 and changes only those that move, even from equal orders', () => {
    const pinned = [rule('a', 0), rule('b', 0), rule('c', 2)]
    expect(reorderChanges(moveItem(pinned, 2, -1))).toEqual([
      { word: 'c', action: 'PIN', sortOrder: 1 },
      { word: 'b', action: 'PIN', sortOrder: 2 },
    ])
  })
})

describe('parseAdjustment', () => {
  it('gives a signed whole number, or what is wrong', () => {
    expect(parseAdjustment('add', ' 25 ')).toBe(25)
    expect(parseAdjustment('deduct', '25')).toBe(-25)
    expect(parseAdjustment('add', '')).toEqual({ problem: 'adminContent.coins.amountRequired' })
    expect(parseAdjustment('add', '2.5')).toEqual({ problem: 'adminContent.coins.amountWhole' })
    expect(parseAdjustment('add', '-3')).toEqual({ problem: 'adminContent.coins.amountWhole' })
    expect(parseAdjustment('add', '0')).toEqual({ problem: 'adminContent.coins.amountZero' })
    expect(parseAdjustment('add', '1000001')).toEqual({ problem: 'adminContent.coins.amountTooLarge' })
  })
})

describe('server errors on the console forms', () => {
  const refused = new ApiError(400, 4000, 'Check the form', [
    { field: 'title.en', message: 'Too long' },
    { field: 'title', message: 'Fill in every language' },
  ])

  it('puts each language its own message, the whole field under the first, and "required" where empty', () => {
    expect(localizedErrors(refused, 'title', ['zh-Hans'], 'Required')).toEqual({
      'zh-Hant': 'Fill in every language',
      'zh-Hans': 'Required',
      en: 'Too long',
    })
  })

  it('keeps the form-level alert for what no field shows', () => {
    expect(formError(refused, ['title', 'title.en'])).toBeNull()
    expect(formError(refused, ['title'])).toBe('Check the form')
    expect(formError(new ApiError(400, 60201, 'Not enough coins'))).toBe('Not enough coins')
    expect(formError(null)).toBeNull()
  })
})

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

describe('the coins settings form', () => {
  const rewards = {
    video: '2',
    videoDailyLimit: '3',
    videoSeconds: '15',
    verifyPhone: '10',
    verifyEmail: '5',
    inviteFriend: '10',
  }

  it('checks packages and rewards by the contract and names the field of each problem', () => {
    const problems = coinProblems({
      packages: [
        { id: 'coins-100', coins: '100', price: '8.00' },
        { id: 'coins-100', coins: '0', price: '8.001' },
        { id: 'Bad Id', coins: '1.5', price: '0' },
      ],
      rewards: { ...rewards, videoSeconds: '0', video: 'x' },
    })
    expect(problems).toEqual({
      'packages.1.id': 'adminContent.settings.coins.idDuplicate',
      'packages.1.coins': 'adminContent.settings.coins.coinsInvalid',
      'packages.1.price': 'adminContent.settings.coins.priceInvalid',
      'packages.2.id': 'adminContent.settings.coins.idInvalid',
      'packages.2.coins': 'adminContent.settings.coins.coinsInvalid',
      'packages.2.price': 'adminContent.settings.coins.priceInvalid',
      'rewards.video': 'adminContent.settings.coins.rewardInvalid',
      'rewards.videoSeconds': 'adminContent.settings.coins.rewardInvalid',
    })
    expect(coinProblems({ packages: [], rewards })).toEqual({
      packages: 'adminContent.settings.coins.packagesCount',
    })
  })

  it('sends numbers as numbers and prices as exact strings', () => {
    const form = { packages: [{ id: ' coins-5 ', coins: '5', price: ' 0.50 ' }], rewards }
    expect(coinProblems(form)).toEqual({})
    expect(coinSettingsOf(form)).toEqual({
      packages: [{ id: 'coins-5', coins: 5, price: '0.50' }],
      rewards: {
        video: 2,
        videoDailyLimit: 3,
        videoSeconds: 15,
        verifyPhone: 10,
        verifyEmail: 5,
        inviteFriend: 10,
      },
    })
  })

  it('gives a new package an id of its own', () => {
    expect(newPackageRow([{ id: 'coins-new-2', coins: '', price: '' }]).id).toBe('coins-new-3')
  })

  it('takes 1 to 100 reporters for a hold', () => {
    expect(holdAfterReportsOf('3')).toBe(3)
    expect(holdAfterReportsOf('0')).toBeNull()
    expect(holdAfterReportsOf('101')).toBeNull()
    expect(holdAfterReportsOf('2.5')).toBeNull()
  })
})
