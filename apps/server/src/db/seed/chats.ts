/**
 * Demo conversations (README, "Demo accounts"): so a new visitor logged in as demo_buyer or
 * demo_seller finds talks in their inbox, an offer waiting for an answer, a deal waiting for a
 * review, and sellers whose pages show reviews. Written straight to the tables with the same
 * invariants the chat module keeps: seqs 1…n per talk, last_seq and read positions consistent,
 * every step of an offer an EVENT message, a single-stock listing SOLD_OUT once it has a deal and
 * SOLD_OUT_DOWN once its seller has reviewed.
 */
import { and, asc, eq, gt } from 'drizzle-orm'
import type { Tx } from '../client.ts'
import { deals, evaluations, goods, messages, quotes, talks } from '../schema.ts'
import { DEMO_TALKS, type DemoTalk, type Line } from './chats-data.ts'

/** "0.85" of a price as an exact two-decimal amount, rounded down to whole dollars. */
function share(price: string, factor: string): string {
  const cents = BigInt(price.replace('.', ''))
  const [whole = '0', frac = ''] = factor.split('.')
  const scale = 10n ** BigInt(frac.length)
  const dollars = (cents * BigInt(`${whole}${frac}`)) / scale / 100n
  return `${dollars > 0n ? dollars : 1n}.00`
}

/** One demo talk being written: its ids, its listing, and the time of its n-th line. */
interface TalkScope {
  tx: Tx
  talkId: number
  listing: { id: number; price: string }
  buyerId: number
  sellerId: number
  timeOf: (i: number) => Date
}

export async function seedChats(tx: Tx, memberIds: Map<string, number>, at: Date): Promise<void> {
  const used = new Set<number>()
  for (const demo of DEMO_TALKS) {
    const buyerId = memberIds.get(demo.buyer)
    const sellerId = memberIds.get(demo.seller)
    if (buyerId === undefined || sellerId === undefined)
      throw new Error(`demo talk ${demo.buyer}/${demo.seller}`)
    const listing = await pickListing(tx, demo, sellerId, used, at)

    const start = at.getTime() - demo.startedMinutesAgo * 60_000
    const step = Math.max(1, Math.floor((demo.startedMinutesAgo * 60_000) / (demo.lines.length + 1)))
    const timeOf = (i: number) => new Date(start + i * Math.min(step, 7 * 60_000))
    const [talk] = await tx
      .insert(talks)
      .values({ goodsId: listing.id, buyerId, sellerId, createdAt: timeOf(0) })
      .returning()
    if (!talk) throw new Error('talk insert failed')

    const scope: TalkScope = { tx, talkId: talk.id, listing, buyerId, sellerId, timeOf }
    const deal = await writeLines(scope, demo.lines)
    const last = demo.lines.length
    await tx
      .update(talks)
      .set({
        lastSeq: last,
        lastMessageAt: timeOf(last),
        buyerReadSeq: demo.read.b,
        sellerReadSeq: demo.read.s,
      })
      .where(eq(talks.id, talk.id))

    if (deal && demo.review) await writeReviews(scope, deal, demo.review, last)
  }
}

/** The seller's demo.pick-th live single-stock listing not yet used by another demo talk. */
async function pickListing(tx: Tx, demo: DemoTalk, sellerId: number, used: Set<number>, at: Date) {
  const candidates = await tx
    .select()
    .from(goods)
    .where(
      and(
        eq(goods.sellerId, sellerId),
        eq(goods.marketEnable, 'UPPER'),
        eq(goods.severalInStock, false),
        gt(goods.closeTime, at),
      ),
    )
    .orderBy(asc(goods.id))
  const listing = candidates.filter((g) => !used.has(g.id))[demo.pick]
  if (!listing) throw new Error(`no listing of ${demo.seller} for a demo talk`)
  used.add(listing.id)
  return listing
}

/** The talk's messages, seq 1…n; an offer's steps write the quote (and the deal) they stand for. */
async function writeLines(t: TalkScope, lines: Line[]): Promise<{ id: number } | null> {
  let quote: { id: number; price: string } | null = null
  let deal: { id: number } | null = null
  for (const [i, line] of lines.entries()) {
    const senderId = line[0] === 'b' ? t.buyerId : t.sellerId
    const createdAt = t.timeOf(i + 1)
    if (line.length === 2) {
      await t.tx
        .insert(messages)
        .values({ talkId: t.talkId, seq: i + 1, senderId, kind: 'TEXT', text: line[1], createdAt })
      continue
    }
    const [, event, factor] = line
    const price = share(t.listing.price, factor)
    if (event === 'QUOTED' || event === 'REOFFERED') {
      quote = await makeQuote(t, price, createdAt)
    } else if (quote) {
      const status = event === 'ACCEPTED' ? 3 : event === 'REJECTED' ? 2 : 4
      await t.tx.update(quotes).set({ status, updatedAt: createdAt }).where(eq(quotes.id, quote.id))
      if (event === 'ACCEPTED') deal = await makeDeal(t, quote, createdAt)
    }
    await t.tx.insert(messages).values({
      talkId: t.talkId,
      seq: i + 1,
      senderId,
      kind: 'EVENT',
      event,
      quoteId: quote?.id ?? null,
      price: quote?.price ?? price,
      createdAt,
    })
  }
  return deal
}

async function makeQuote(t: TalkScope, price: string, createdAt: Date) {
  const [made] = await t.tx
    .insert(quotes)
    .values({
      talkId: t.talkId,
      goodsId: t.listing.id,
      buyerId: t.buyerId,
      sellerId: t.sellerId,
      price,
      createdAt,
      updatedAt: createdAt,
    })
    .returning()
  if (!made) throw new Error('quote insert failed')
  return { id: made.id, price }
}

/** The accepted quote's deal; the single-stock listing is SOLD_OUT from then on. */
async function makeDeal(t: TalkScope, quote: { id: number; price: string }, createdAt: Date) {
  const [made] = await t.tx
    .insert(deals)
    .values({
      goodsId: t.listing.id,
      talkId: t.talkId,
      quoteId: quote.id,
      buyerId: t.buyerId,
      sellerId: t.sellerId,
      price: quote.price,
      singleStock: true,
      createdAt,
    })
    .returning()
  await t.tx.update(goods).set({ marketEnable: 'SOLD_OUT' }).where(eq(goods.id, t.listing.id))
  return made ?? null
}

async function writeReviews(
  t: TalkScope,
  deal: { id: number },
  reviews: NonNullable<DemoTalk['review']>,
  last: number,
): Promise<void> {
  for (const side of ['b', 's'] as const) {
    const review = reviews[side]
    if (!review) continue
    const [score, content, tags] = review
    await t.tx.insert(evaluations).values({
      dealId: deal.id,
      memberId: side === 'b' ? t.buyerId : t.sellerId,
      member2Id: side === 'b' ? t.sellerId : t.buyerId,
      role: side === 'b' ? 'SELLER' : 'BUYER',
      goodsId: t.listing.id,
      talkId: t.talkId,
      content: content || '對方沒有留下評語',
      serviceScore: score,
      tag1: tags.includes(1),
      tag2: tags.includes(2),
      tag3: tags.includes(3),
      tag4: tags.includes(4),
      tag5: tags.includes(5),
      createdAt: t.timeOf(last + 1),
    })
    // The seller's review closes the sale (docs/product/chat.md#reviews).
    if (side === 's')
      await t.tx.update(goods).set({ marketEnable: 'SOLD_OUT_DOWN' }).where(eq(goods.id, t.listing.id))
  }
}
