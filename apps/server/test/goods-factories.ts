/**
 * Factories for listing tests: a three-level category path and listings written straight to the
 * database (the API's own rules are tested through the API; these set up the world around them).
 */
import { randomUUID } from 'node:crypto'
import { categories, goods, goodsImages, media } from '../src/db/schema.ts'
import { vectorOf } from '../src/modules/search/search-fields.ts'
import { indexLexemes, normalizeSearch } from '../src/modules/search/search-text.ts'
import type { TestApp } from './harness.ts'

const DAY = 24 * 60 * 60 * 1000

export interface CategoryPath {
  top: number
  middle: number
  leaf: number
}

/** Electronics › Phones › Smartphones, or the given names. */
export async function createCategoryPath(
  h: TestApp,
  names: [string, string, string] = ['電子產品', '手機', '智能手機'],
): Promise<CategoryPath> {
  const ids: number[] = []
  for (const [level, name] of names.entries()) {
    const [row] = await h.db
      .insert(categories)
      .values({
        parentId: ids[level - 1] ?? 0,
        level: level + 1,
        name: { 'zh-Hant': name, 'zh-Hans': normalizeSearch(name), en: `${name}-en` },
      })
      .returning({ id: categories.id })
    if (!row) throw new Error('category insert failed')
    ids.push(row.id)
  }
  const [top = 0, middle = 0, leaf = 0] = ids
  return { top, middle, leaf }
}

export type ListingOverrides = Partial<typeof goods.$inferInsert> & { imageCount?: number }

/** A listed item (UPPER for 7 days from the test clock) of `sellerId` in `path`. */
export async function createListing(
  h: TestApp,
  sellerId: number,
  path: CategoryPath,
  overrides: ListingOverrides = {},
) {
  const { imageCount = 1, ...values } = overrides
  const now = h.clock.now()
  const name = values.name ?? `二手 iPhone ${randomUUID().slice(0, 4)}`
  const intro = values.intro ?? '九成新，無花痕，送保護殼。'
  const [row] = await h.db
    .insert(goods)
    .values({
      sellerId,
      categoryId: path.leaf,
      categoryPath: [path.top, path.middle, path.leaf],
      intro,
      goodsStatus: 1,
      price: '1200.00',
      tradingMethods: [0],
      contacts: [{ type: 'whatsapp', value: '91234567' }],
      cover: '',
      marketEnable: 'UPPER',
      openDays: 7,
      openTime: now,
      closeTime: new Date(now.getTime() + 7 * DAY),
      searchText: normalizeSearch(name),
      searchVector: vectorOf(indexLexemes(name, intro)) as unknown as string,
      createdAt: now,
      updatedAt: now,
      ...values,
      name,
    })
    .returning()
  if (!row) throw new Error('goods insert failed')
  for (let position = 0; position < imageCount; position++) {
    const id = randomUUID()
    const url = `/media/test/${id}.webp`
    await h.db.insert(media).values({
      id,
      ownerId: sellerId,
      url,
      thumbnail: url,
      width: 800,
      height: 600,
      bytes: 1000,
    })
    await h.db
      .insert(goodsImages)
      .values({ goodsId: row.id, position, mediaId: id, url, thumbnail: url, width: 800, height: 600 })
  }
  return row
}
