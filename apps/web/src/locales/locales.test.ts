import { describe, expect, it } from 'vitest'
import * as firstEn from './catalogues/en.ts'
import * as firstZhHans from './catalogues/zh-Hans.ts'
import * as firstZhHant from './catalogues/zh-Hant.ts'
import { CONSOLE_SECTIONS, FIRST_SECTIONS, LATER_SECTIONS, sectionsFrom } from './sections.ts'
import { en, zhHans, zhHant } from './whole.ts'

function flatten(obj: object, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k
    if (v && typeof v === 'object') Object.assign(out, flatten(v, key))
    else out[key] = v
  }
  return out
}

type CatalogueModule = typeof en
const sectionsOf = (m: CatalogueModule) => sectionsFrom(m.sectionFiles)
const whole = (m: CatalogueModule) => flatten({ ...m.root, ...sectionsOf(m) })
const catalogues = {
  'zh-Hant': whole(zhHant),
  'zh-Hans': whole(zhHans),
  en: whole(en),
}

describe('locale catalogues', () => {
  it('put the first sections in the catalogue chunk and load the others later (lib/i18n.ts)', () => {
    for (const m of [firstZhHant, firstZhHans, firstEn])
      expect(Object.keys(sectionsFrom(m.firstSectionFiles)).sort()).toEqual([...FIRST_SECTIONS].sort())
    for (const m of [zhHant, zhHans, en])
      expect(Object.keys(sectionsOf(m)).sort()).toEqual(
        [...FIRST_SECTIONS, ...LATER_SECTIONS, ...CONSOLE_SECTIONS].sort(),
      )
  })

  it('keep feature sections apart from the main catalogue', () => {
    for (const m of [zhHant, zhHans, en]) {
      for (const section of Object.keys(sectionsOf(m)))
        expect(Object.keys(m.root), section).not.toContain(section)
    }
  })

  it('have exactly the same keys in all three languages', () => {
    const keys = Object.keys(catalogues['zh-Hant']).sort()
    expect(Object.keys(catalogues['zh-Hans']).sort()).toEqual(keys)
    expect(Object.keys(catalogues.en).sort()).toEqual(keys)
  })

  it('have no empty texts and the same placeholders per key', () => {
    for (const [key, value] of Object.entries(catalogues['zh-Hant'])) {
      const placeholders = (s: unknown) => (String(s).match(/\{\{\w+\}\}/g) ?? []).sort()
      for (const lang of ['zh-Hant', 'zh-Hans', 'en'] as const) {
        const text = catalogues[lang][key]
        expect(typeof text === 'string' && text.trim().length > 0, `${lang}:${key}`).toBe(true)
        expect(placeholders(text), `${lang}:${key}`).toEqual(placeholders(value))
      }
    }
  })

  it('really translate: simplified differs from traditional somewhere, English everywhere', () => {
    const keys = Object.keys(catalogues['zh-Hant'])
    expect(keys.filter((k) => catalogues['zh-Hans'][k] !== catalogues['zh-Hant'][k]).length).toBeGreaterThan(
      keys.length / 2,
    )
    const same = keys.filter((k) => catalogues.en[k] === catalogues['zh-Hant'][k])
    expect(same).toEqual([])
  })
})
