/**
 * The server's texts keep each script's glossary (docs/product/messages.md#glossary), as the web
 * catalogues do (apps/web/src/locales/glossary.test.ts): its messages, and the seeded pages,
 * banners and categories, whose Simplified text is converted from the Traditional.
 */
import { glossaryProblems } from '@kaifong/contract'
import { describe, expect, it } from 'vitest'
import { ARTICLES } from '../db/seed/articles.ts'
import { BANNERS } from '../db/seed/banners.ts'
import { CATEGORY_TREE, type CategoryNode, parseCategoryTree } from '../db/seed/categories.ts'
import { toSimplifiedText } from './chinese.ts'
import { catalogue } from './messages.ts'

const flat = (nodes: CategoryNode[]): string[] => nodes.flatMap((n) => [n.hant, ...flat(n.children)])
const seededHant = [
  ...ARTICLES.flatMap((a) => [a.title.hant, a.content.hant]),
  ...BANNERS.map((b) => b.title.hant),
  ...flat(parseCategoryTree(CATEGORY_TREE)),
]

describe('server texts and the glossary', () => {
  it.each(['zh-Hant', 'zh-Hans', 'en'] as const)('every %s message keeps it', (lang) => {
    const problems = Object.entries(catalogue[lang]).flatMap(([key, text]) =>
      glossaryProblems(lang, text).map((p) => `${key}: ${p}`),
    )
    expect(problems).toEqual([])
  })

  it('seeded Traditional texts keep it, and so does their Simplified conversion', () => {
    expect(seededHant.flatMap((text) => glossaryProblems('zh-Hant', text))).toEqual([])
    expect(seededHant.flatMap((text) => glossaryProblems('zh-Hans', toSimplifiedText(text)))).toEqual([])
  })

  it('converts the About page’s Hong Kong words, not only its characters', () => {
    const about = ARTICLES.find((a) => a.key === 'about')
    const hans = toSimplifiedText(about?.content.hant ?? '')
    expect(hans).toContain('我们做什么')
    expect(hans).toContain('搜索')
    expect(hans).toContain('发布商品 7 天或 30 天')
    expect(hans).not.toMatch(/甚么|搜寻|货品|刊登/)
  })
})
