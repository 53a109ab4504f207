/** Set-up for chat tests: a seller with a listing, buyers with verified phones, and their talks. */
import { randomUUID } from 'node:crypto'
import type { ChatMessage, TalkDetail } from '@kaifong/contract'
import { createSignedIn } from './factories.ts'
import {
  type CategoryPath,
  createCategoryPath,
  createListing,
  type ListingOverrides,
} from './goods-factories.ts'
import { call, type TestApp } from './harness.ts'

let phones = 0

export type Party = Awaited<ReturnType<typeof createSignedIn>>

/** A signed-in member with a verified Hong Kong phone (able to start talks). */
export function verifiedMember(
  h: TestApp,
  overrides: Parameters<typeof createSignedIn>[1] = {},
): Promise<Party> {
  phones += 1
  return createSignedIn(h, {
    countryCode: '852',
    // Each test file has a database of its own, so a counter keeps numbers unique.
    mobile: String(51000000 + phones),
    phoneVerifiedAt: h.clock.now(),
    ...overrides,
  })
}

export interface Market {
  path: CategoryPath
  seller: Party
  buyer: Party
  goodsId: number
}

export async function market(h: TestApp, listing: ListingOverrides = {}): Promise<Market> {
  const path = await createCategoryPath(h)
  const seller = await verifiedMember(h)
  const buyer = await verifiedMember(h)
  const goods = await createListing(h, seller.member.id, path, { price: '1200.00', ...listing })
  return { path, seller, buyer, goodsId: goods.id }
}

export async function openTalk(h: TestApp, who: Party, goodsId: number): Promise<string> {
  const res = await call<{ id: string; userId: string }>(h.app, {
    method: 'GET',
    url: `/buyer/goodsAAA/goodsAAA/getImTalk/${goodsId}`,
    headers: who.headers,
  })
  if (res.status !== 200) throw new Error(`getImTalk failed: ${JSON.stringify(res.body)}`)
  return res.body.result.id
}

export function sendText(
  h: TestApp,
  who: Party,
  talkId: string,
  text: string,
  clientId: string = randomUUID(),
) {
  return call<ChatMessage>(h.app, {
    method: 'POST',
    url: '/im/talk/message',
    headers: who.headers,
    payload: { talkId, clientId, text },
  })
}

export function detail(h: TestApp, who: Party, talkId: string, headers: Record<string, string> = {}) {
  return call<TalkDetail>(h.app, {
    method: 'GET',
    url: `/im/talk/${talkId}`,
    headers: { ...who.headers, ...headers },
  })
}
