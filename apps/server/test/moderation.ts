/** Set-up for report queue tests (docs/admin.md, "Report queue"): listings, reports, chats and an operator. */

import { auditLog, notices, reports, talkReports, talks } from '../src/db/schema.ts'
import { createOperator } from './admin-factories.ts'
import { createMember, createSignedIn } from './factories.ts'
import {
  type CategoryPath,
  createCategoryPath,
  createListing,
  type ListingOverrides,
} from './goods-factories.ts'
import { type ApiResponse, call, type TestApp } from './harness.ts'

export type Operator = Awaited<ReturnType<typeof createOperator>>
export type Member = Awaited<ReturnType<typeof createMember>>

export interface World {
  path: CategoryPath
  seller: Member
  operator: Operator
  list: (o?: ListingOverrides) => ReturnType<typeof createListing>
}

export async function world(h: TestApp): Promise<World> {
  const path = await createCategoryPath(h)
  const seller = await createMember(h, { nickName: '賣家阿明' })
  const operator = await createOperator(h, 'MODERATOR')
  const list = (o: ListingOverrides = {}) =>
    createListing(h, seller.id, path, { name: '名牌手袋', cover: '/media/goods/bag.webp', ...o })
  return { path, seller, operator, list }
}

/** A report written straight to the database, `minutesAgo` before the test clock. */
export async function fileReport(
  h: TestApp,
  goodsId: number,
  reporterId: number,
  o: { typeNum?: number; minutesAgo?: number; context?: string } = {},
) {
  const [row] = await h.db
    .insert(reports)
    .values({
      reporterId,
      goodsId,
      typeNum: o.typeNum ?? 0,
      context: o.context ?? '',
      goodsName: 'snapshot',
      createdAt: new Date(h.clock.now().getTime() - (o.minutesAgo ?? 0) * 60_000),
    })
    .returning()
  if (!row) throw new Error('report insert failed')
  return row
}

/** Reports of one listing by `n` new members; answers the reporters. */
export async function reportedBy(h: TestApp, goodsId: number, n: number, typeNums: number[] = [0]) {
  const reporters: Member[] = []
  for (let i = 0; i < n; i++) {
    const reporter = await createMember(h)
    await fileReport(h, goodsId, reporter.id, {
      typeNum: typeNums[i % typeNums.length] ?? 0,
      minutesAgo: n - i,
    })
    reporters.push(reporter)
  }
  return reporters
}

/** A member's report through the API. */
export function reportViaApi(h: TestApp, headers: Record<string, string>, goodsId: number, typeNum = 1) {
  return call(h.app, {
    method: 'POST',
    url: '/buyer/goods/goods/report',
    payload: { typeNum, goodsId },
    headers,
  })
}

/** A chat about a listing between its seller and a buyer. */
export async function createTalk(h: TestApp, goodsId: number, buyerId: number, sellerId: number) {
  const [row] = await h.db.insert(talks).values({ goodsId, buyerId, sellerId }).returning()
  if (!row) throw new Error('talk insert failed')
  return row
}

export async function fileTalkReport(
  h: TestApp,
  talk: { id: number },
  reporterId: number,
  reportedId: number,
  o: { typeNum?: number; minutesAgo?: number; excerpt?: unknown[] } = {},
) {
  const [row] = await h.db
    .insert(talkReports)
    .values({
      reporterId,
      talkId: talk.id,
      reportedId,
      typeNum: o.typeNum ?? 0,
      excerpt: o.excerpt ?? [],
      createdAt: new Date(h.clock.now().getTime() - (o.minutesAgo ?? 0) * 60_000),
    })
    .returning()
  if (!row) throw new Error('talk report insert failed')
  return row
}

export const admin = <T = unknown>(
  h: TestApp,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: Record<string, unknown>,
): Promise<ApiResponse<T>> => call<T>(h.app, { method, url: `/admin/api${url}`, headers, payload })

export const noticesOf = async (h: TestApp) => h.db.select().from(notices)
export const auditRows = async (h: TestApp) => h.db.select().from(auditLog)
export { createMember, createSignedIn }
