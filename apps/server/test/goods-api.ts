/**
 * Helpers for the listing API tests: uploaded media and addresses written straight to the
 * database (their own modules test the upload and the address book), coins, and a publish call.
 */
import { randomUUID } from 'node:crypto'
import type { CreateGoodsBody, GoodsDetail } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { addresses, coinLedger, goods, goodsImages, media } from '../src/db/schema.ts'
import { earn } from '../src/modules/coins/coins.service.ts'
import { createSignedIn } from './factories.ts'
import type { CategoryPath } from './goods-factories.ts'
import { call, type TestApp } from './harness.ts'

export type Signed = Awaited<ReturnType<typeof createSignedIn>>

/** `n` images uploaded by `ownerId`; returns their ids. */
export async function addMedia(h: TestApp, ownerId: number, n = 1): Promise<string[]> {
  const ids: string[] = []
  for (let i = 0; i < n; i++) {
    const id = randomUUID()
    await h.db.insert(media).values({
      id,
      ownerId,
      url: `/media/goods/${id}.webp`,
      thumbnail: `/media/goods/${id}-t.webp`,
      width: 1280,
      height: 960,
      bytes: 50_000 + i,
    })
    ids.push(id)
  }
  return ids
}

export async function addAddress(h: TestApp, memberId: number, name = '旺角港鐵站 E2 出口'): Promise<number> {
  const [row] = await h.db
    .insert(addresses)
    .values({ memberId, name, district: 'YAU_TSIM_MONG', detail: '彌敦道 688 號' })
    .returning({ id: addresses.id })
  if (!row) throw new Error('address insert failed')
  return row.id
}

export async function giveCoins(h: TestApp, memberId: number, amount: number) {
  await earn(h.app.ctx, { memberId, amount, reason: 'ADMIN_ADJUST', key: `test-grant:${randomUUID()}` })
}

/** A signed-in seller holding `coins` coins. */
export async function seller(h: TestApp, coins = 100): Promise<Signed> {
  const s = await createSignedIn(h)
  if (coins > 0) await giveCoins(h, s.member.id, coins)
  return s
}

/** A valid create body: delivery only, one WhatsApp contact, 7 days. */
export function listingBody(path: CategoryPath, images: string[], over: Partial<CreateGoodsBody> = {}) {
  return {
    categoryId: String(path.leaf),
    goodsName: 'Nintendo Switch OLED 白色',
    intro: '用了半年，連兩個手掣，有單有盒。',
    goodsStatus: 1,
    severalInStock: false,
    images,
    tradingMethods: [0],
    addressIds: [],
    contacts: [{ type: 'whatsapp', value: '91234567' }],
    price: '1680.50',
    openDays: 7,
    ...over,
  } satisfies CreateGoodsBody
}

export async function publish(
  h: TestApp,
  s: Signed,
  path: CategoryPath,
  over: Partial<CreateGoodsBody> = {},
) {
  const images = await addMedia(h, s.member.id, 2)
  const res = await call<GoodsDetail>(h.app, {
    method: 'POST',
    url: '/buyer/goods/goods/create',
    headers: s.headers,
    payload: listingBody(path, images, over),
  })
  if (res.status !== 200) throw new Error(`publish failed: ${JSON.stringify(res.body)}`)
  return res.body.result
}

export function ledgerOf(h: TestApp, memberId: number) {
  return h.db.select().from(coinLedger).where(eq(coinLedger.memberId, memberId)).orderBy(coinLedger.id)
}

/** Spends only (grants left out), as [reason, amount]. */
export async function spendsOf(h: TestApp, memberId: number) {
  return (await ledgerOf(h, memberId)).filter((e) => e.amount < 0).map((e) => [e.reason, e.amount])
}

/** The listing's row as stored (any state, deleted too). */
export async function goodsRow(h: TestApp, id: string | number) {
  const [row] = await h.db
    .select()
    .from(goods)
    .where(eq(goods.id, Number(id)))
  if (!row) throw new Error(`no goods row ${id}`)
  return row
}

export async function goodsRowsOf(h: TestApp, sellerId: number) {
  return h.db.select().from(goods).where(eq(goods.sellerId, sellerId))
}

export async function imageRowsOf(h: TestApp, goodsId: number) {
  return h.db.select().from(goodsImages).where(eq(goodsImages.goodsId, goodsId)).orderBy(goodsImages.position)
}

/** A JSON call to an owner tool. */
export function ownerCall<T = GoodsDetail>(
  h: TestApp,
  method: 'PUT' | 'DELETE',
  action: string,
  s: { headers: Record<string, string> } | null,
  payload: object,
  extra: Record<string, string> = {},
) {
  return call<T>(h.app, {
    method,
    url: `/buyer/goods/goods/${action}`,
    headers: { ...(s?.headers ?? {}), ...extra },
    payload,
  })
}
