/**
 * One word per concept in each script (docs/product/messages.md#glossary): the web catalogues
 * and the contract's validation messages keep to the contract's GLOSSARY, and hold no character
 * of the other script. The server's messages and seeded pages are checked the same way in
 * apps/server/src/lib/glossary.test.ts.
 */
import { glossaryProblems, type Language, toGlossary, validationMessages } from '@kaifong/contract'
import { describe, expect, it } from 'vitest'
import { textsOf } from './texts.ts'
import { en, zhHans, zhHant } from './whole.ts'

const texts = (m: typeof zhHant, lang: Language) => ({
  ...textsOf(m),
  ...Object.fromEntries(Object.entries(validationMessages[lang]).map(([k, v]) => [`validation.${k}`, v])),
})

describe.each([
  ['zh-Hant', zhHant],
  ['zh-Hans', zhHans],
  ['en', en],
] as const)('the %s glossary', (lang, catalogue) => {
  it('is kept by every web text and validation message', () => {
    const problems = Object.entries(texts(catalogue, lang)).flatMap(([key, text]) =>
      glossaryProblems(lang, text).map((p) => `${key}: ${p}`),
    )
    expect(problems).toEqual([])
  })
})

describe('the glossary itself', () => {
  it('refuses the variants the issue found, and fixes converted text', () => {
    expect(glossaryProblems('zh-Hans', '我们做甚么：搜寻货品，刊登 7 日')).toHaveLength(5)
    expect(toGlossary('zh-Hans', '我们做甚么：搜寻货品，刊登 7 日或 30 日，{{count}} 日前')).toBe(
      '我们做什么：搜索商品，发布 7 天或 30 天，{{count}} 天前',
    )
    expect(toGlossary('zh-Hans', '发布日期：3月1日，到期日')).toBe('发布日期：3月1日，到期日')
    expect(glossaryProblems('zh-Hant', '貨品刊登 7 日')).toEqual([])
    expect(glossaryProblems('zh-Hant', '商品发布 7 天')).toHaveLength(3)
    expect(glossaryProblems('zh-Hans', '貨品')).toHaveLength(1)
  })

  it('has one word for a report and for a deleted member, the console’s too', () => {
    expect(glossaryProblems('zh-Hant', '檢舉列表')).toHaveLength(1)
    expect(glossaryProblems('zh-Hans', '检举列表')).toHaveLength(1)
    expect(toGlossary('zh-Hant', '已刪除的用戶')).toBe('已刪除的會員')
    expect(toGlossary('zh-Hans', '已删除的用户')).toBe('已删除的会员')
    expect(toGlossary('en', 'Deleted user, a deleted user')).toBe('Deleted member, a deleted member')
    expect(glossaryProblems('en', 'shown as a “deleted user”')).toHaveLength(1)
  })
})
