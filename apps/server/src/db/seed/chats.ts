/**
 * Demo conversations (README, "Demo accounts"): so a new visitor logged in as demo_buyer or
 * demo_seller finds talks in their inbox, an offer waiting for an answer, a deal waiting for a
 * review, and sellers whose pages show reviews. Written straight to the tables with the same
 * invariants the chat module keeps: seqs 1…n per talk, last_seq and read positions consistent,
 * every step of an offer an EVENT message, a single-stock listing SOLD_OUT once it has a deal and
 * SOLD_OUT_DOWN once its seller has reviewed.
 */
import type { ChatEvent } from '@kaifong/contract'
import { and, asc, eq, gt } from 'drizzle-orm'
import type { Tx } from '../client.ts'
import { deals, evaluations, goods, messages, quotes, talks } from '../schema.ts'

type Side = 'b' | 's'
type Line = [Side, string] | [Side, ChatEvent, string]

interface DemoTalk {
  buyer: string
  seller: string
  /** Which of the seller's live single-stock listings (0 = the newest). */
  pick: number
  /** Minutes before now of the first message; lines follow a few minutes apart. */
  startedMinutesAgo: number
  lines: Line[]
  /** How far each side has read (a count of lines); the rest is unread. */
  read: { b: number; s: number }
  review?: { b?: [number, string, number[]]; s?: [number, string, number[]] }
}

const DEMO_TALKS: DemoTalk[] = [
  {
    buyer: 'tkolover',
    seller: 'demo_seller',
    pick: 0,
    startedMinutesAgo: 95,
    lines: [
      ['b', '你好，請問仲有冇貨？'],
      ['s', '有呀，全新未開封，隨時可以旺角交收。'],
      ['b', '盒有冇花？可以影多張相嗎？'],
      ['s', '盒完好，聽日影埋俾你睇。'],
      ['b', 'QUOTED', '0.85'],
    ],
    read: { b: 5, s: 4 },
  },
  {
    buyer: 'demo_buyer',
    seller: 'mongkok_mary',
    pick: 0,
    startedMinutesAgo: 60 * 26,
    lines: [
      ['b', 'Hi，想問尺寸啱唔啱 M size？'],
      ['s', '係 M size，著過一次，好新淨。'],
      ['b', 'QUOTED', '0.7'],
      ['s', 'REJECTED', '0.7'],
      ['s', '最平可以去到呢個價 😊'],
      ['b', 'REOFFERED', '0.8'],
      ['s', 'ACCEPTED', '0.8'],
      ['s', '多謝！星期六下午三點旺角站 E2 出口等？'],
      ['b', '好呀，到時見！'],
    ],
    read: { b: 8, s: 9 },
  },
  {
    buyer: 'expat_emma',
    seller: 'demo_seller',
    pick: 1,
    startedMinutesAgo: 60 * 24 * 6,
    lines: [
      ['b', 'Hi! Is this still available? Could we meet at Prince Edward?'],
      ['s', 'Yes, still available. Prince Edward exit B1 works for me.'],
      ['b', 'QUOTED', '0.9'],
      ['s', 'ACCEPTED', '0.9'],
      ['b', 'Great, see you Saturday at 2pm.'],
      ['s', '👍 See you!'],
    ],
    read: { b: 6, s: 6 },
    review: {
      b: [5, 'Friendly seller, item exactly as described. Smooth meet-up.', [1, 2, 3, 4, 5]],
      s: [5, '準時交收，好有禮貌的買家，推薦！', [1, 3, 4]],
    },
  },
  {
    buyer: 'gamer_jason',
    seller: 'kt_mrs_wong',
    pick: 0,
    startedMinutesAgo: 60 * 24 * 10,
    lines: [
      ['b', '王太你好，想要呢件，觀塘站交收得唔得？'],
      ['s', '可以，平日晚上七點後方便。'],
      ['b', 'QUOTED', '1'],
      ['s', 'ACCEPTED', '1'],
    ],
    read: { b: 4, s: 4 },
    review: { b: [4, '東西好新，王太人好好，只係遲咗少少。', [2, 3, 5]], s: [5, '', [1, 2]] },
  },
  {
    buyer: 'kitty_meow',
    seller: 'kt_mrs_wong',
    pick: 1,
    startedMinutesAgo: 60 * 24 * 3,
    lines: [
      ['b', '請問可以送貨到將軍澳嗎？'],
      ['s', '可以順豐到付。'],
      ['b', 'QUOTED', '0.95'],
      ['s', 'ACCEPTED', '0.95'],
    ],
    read: { b: 4, s: 4 },
    review: { b: [5, '包裝好細心，好快寄出，多謝！', [1, 2, 3, 4, 5]] },
  },
  {
    buyer: 'demo_buyer',
    seller: 'gamer_jason',
    pick: 0,
    startedMinutesAgo: 30,
    lines: [
      ['b', 'Hello，部機有冇盒同單？'],
      ['s', '齊盒齊單，仲有半年保養。'],
      ['s', '今晚九點後可以九龍塘交收。'],
    ],
    read: { b: 1, s: 3 },
  },
  {
    buyer: 'xiaolin_sz',
    seller: 'shatin_sam',
    pick: 0,
    startedMinutesAgo: 40,
    lines: [
      ['b', '你好，这个还在吗？周末可以在沙田站交易吗？'],
      ['s', '在的，周六下午可以。'],
      ['b', '可以加微信聊吗？我的微信号 xiaolin_sz88'],
    ],
    read: { b: 3, s: 2 },
  },
]

/** "0.85" of a price as an exact two-decimal amount, rounded down to whole dollars. */
function share(price: string, factor: string): string {
  const cents = BigInt(price.replace('.', ''))
  const [whole = '0', frac = ''] = factor.split('.')
  const scale = 10n ** BigInt(frac.length)
  const dollars = (cents * BigInt(`${whole}${frac}`)) / scale / 100n
  return `${dollars > 0n ? dollars : 1n}.00`
}

export async function seedChats(tx: Tx, memberIds: Map<string, number>, at: Date): Promise<void> {
  const used = new Set<number>()
  for (const demo of DEMO_TALKS) {
    const buyerId = memberIds.get(demo.buyer)
    const sellerId = memberIds.get(demo.seller)
    if (buyerId === undefined || sellerId === undefined)
      throw new Error(`demo talk ${demo.buyer}/${demo.seller}`)
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

    const start = at.getTime() - demo.startedMinutesAgo * 60_000
    const step = Math.max(1, Math.floor((demo.startedMinutesAgo * 60_000) / (demo.lines.length + 1)))
    const timeOf = (i: number) => new Date(start + i * Math.min(step, 7 * 60_000))
    const [talk] = await tx
      .insert(talks)
      .values({ goodsId: listing.id, buyerId, sellerId, createdAt: timeOf(0) })
      .returning()
    if (!talk) throw new Error('talk insert failed')

    let quote: { id: number; price: string } | null = null
    let deal: { id: number } | null = null
    for (const [i, line] of demo.lines.entries()) {
      const senderId = line[0] === 'b' ? buyerId : sellerId
      const createdAt = timeOf(i + 1)
      if (line.length === 2) {
        await tx
          .insert(messages)
          .values({ talkId: talk.id, seq: i + 1, senderId, kind: 'TEXT', text: line[1], createdAt })
        continue
      }
      const [, event, factor] = line
      const price = share(listing.price, factor)
      if (event === 'QUOTED' || event === 'REOFFERED') {
        const [made] = await tx
          .insert(quotes)
          .values({
            talkId: talk.id,
            goodsId: listing.id,
            buyerId,
            sellerId,
            price,
            createdAt,
            updatedAt: createdAt,
          })
          .returning()
        if (!made) throw new Error('quote insert failed')
        quote = { id: made.id, price }
      } else if (quote) {
        const status = event === 'ACCEPTED' ? 3 : event === 'REJECTED' ? 2 : 4
        await tx.update(quotes).set({ status, updatedAt: createdAt }).where(eq(quotes.id, quote.id))
        if (event === 'ACCEPTED') {
          const [made] = await tx
            .insert(deals)
            .values({
              goodsId: listing.id,
              talkId: talk.id,
              quoteId: quote.id,
              buyerId,
              sellerId,
              price: quote.price,
              singleStock: true,
              createdAt,
            })
            .returning()
          deal = made ?? null
          await tx.update(goods).set({ marketEnable: 'SOLD_OUT' }).where(eq(goods.id, listing.id))
        }
      }
      await tx.insert(messages).values({
        talkId: talk.id,
        seq: i + 1,
        senderId,
        kind: 'EVENT',
        event,
        quoteId: quote?.id ?? null,
        price: quote?.price ?? price,
        createdAt,
      })
    }
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

    if (!deal || !demo.review) continue
    for (const side of ['b', 's'] as const) {
      const review = demo.review[side]
      if (!review) continue
      const [score, content, tags] = review
      const writer = side === 'b' ? buyerId : sellerId
      await tx.insert(evaluations).values({
        dealId: deal.id,
        memberId: writer,
        member2Id: side === 'b' ? sellerId : buyerId,
        role: side === 'b' ? 'SELLER' : 'BUYER',
        goodsId: listing.id,
        talkId: talk.id,
        content: content || '對方沒有留下評語',
        serviceScore: score,
        tag1: tags.includes(1),
        tag2: tags.includes(2),
        tag3: tags.includes(3),
        tag4: tags.includes(4),
        tag5: tags.includes(5),
        createdAt: timeOf(last + 1),
      })
      // The seller's review closes the sale (docs/product/chat.md#reviews).
      if (side === 's')
        await tx.update(goods).set({ marketEnable: 'SOLD_OUT_DOWN' }).where(eq(goods.id, listing.id))
    }
  }
}
