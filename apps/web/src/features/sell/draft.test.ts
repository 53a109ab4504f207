import { afterEach, describe, expect, it } from 'vitest'
import { type Draft, draftHasContent, draftKey, loadDraft, saveDraft } from './draft.ts'
import { emptyValues } from './form.ts'

const KEY = draftKey('1', null)
const HOUR = 60 * 60 * 1000
const photo = {
  id: 'img-1',
  url: '/media/goods/img-1.webp',
  thumbnail: '/media/goods/img-1-t.webp',
  width: 800,
  height: 600,
}

function draft(over: Partial<Draft> = {}): Draft {
  return {
    savedAt: Date.now(),
    values: { ...emptyValues(), goodsName: 'Sofa', images: ['img-1'] },
    photos: [photo],
    idempotencyKey: 'key-0123456789abcdef',
    base: null,
    ...over,
  }
}

afterEach(() => localStorage.clear())

describe('the sell draft', () => {
  it('is kept per member and listing', () => {
    expect(draftKey('1', null)).not.toBe(draftKey('2', null))
    expect(draftKey('1', null)).not.toBe(draftKey('1', '7'))
  })

  it('keeps every field of the form, also ones it does not know of', () => {
    const values = { ...draft().values, meetPlace: { station: 'SHT', exit: 'A' } }
    saveDraft(KEY, draft({ values }))
    expect(loadDraft(KEY)?.values).toMatchObject({
      goodsName: 'Sofa',
      meetPlace: { station: 'SHT', exit: 'A' },
    })
  })

  it('drops photos after 24 hours and the whole draft after 30 days', () => {
    const now = Date.now()
    saveDraft(KEY, draft({ savedAt: now - 25 * HOUR }))
    const old = loadDraft(KEY, now)
    expect(old?.photos).toEqual([])
    expect(old?.values.images).toEqual([])
    expect(old?.values.goodsName).toBe('Sofa')
    saveDraft(KEY, draft({ savedAt: now - 30 * 24 * HOUR }))
    expect(loadDraft(KEY, now)).toBeNull()
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('stores nothing for a form left as it started', () => {
    const empty = draft({ values: emptyValues(), photos: [] })
    expect(draftHasContent(empty)).toBe(false)
    saveDraft(KEY, empty)
    expect(localStorage.getItem(KEY)).toBeNull()
    expect(draftHasContent({ ...empty, values: { ...emptyValues(), openDays: 30 } })).toBe(true)
    expect(draftHasContent({ ...empty, photos: [photo] })).toBe(true)
  })
})
