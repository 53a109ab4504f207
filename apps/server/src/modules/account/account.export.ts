/**
 * The member's data export (docs/product/domain-rules.md, "Account deletion"; the shape is
 * `accountExport` in packages/contract/src/api/account.ts). A read of every table that holds the
 * member's own rows, one statement per list, newest first and capped (`EXPORT_CAPS`): the lists
 * that reach their cap are named in `truncated`. Other members appear by nickname only ("deleted
 * user" for a deleted one), never with their contact details. Only reads: every write stays with
 * the module that owns the table.
 */
import type { AccountExport, Language } from '@kaifong/contract'
import { type AnyColumn, and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client.ts'
import {
  coinLedger,
  deals,
  evaluations,
  favourites,
  footprints,
  goods,
  goodsImages,
  members,
  messages,
  notices,
  quotes,
  savedSearches,
  talks,
} from '../../db/schema.ts'
import { listAddresses } from '../addresses/index.ts'
import { balanceOf } from '../coins/index.ts'
import { awardsOf } from '../medals/index.ts'
import { type MemberRow, publicName } from '../members/index.ts'

/** At most this many of each list (messages: over all talks together). */
export const EXPORT_CAPS = {
  listings: 2000,
  talks: 1000,
  messages: 20_000,
  offers: 5000,
  deals: 5000,
  reviews: 5000,
  favourites: 5000,
  footprints: 5000,
  ledger: 10_000,
  notices: 5000,
} as const

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** The other member of a row whose sides are `buyer` and `seller`, as one aliased members join. */
const other = alias(members, 'other')
const otherOf = (memberId: number, buyer: AnyColumn, seller: AnyColumn) =>
  eq(other.id, sql`case when ${buyer} = ${memberId} then ${seller} else ${buyer} end`)
const otherColumns = {
  otherName: other.nickName,
  otherDeleted: sql<boolean>`${other.deletedAt} is not null`,
}

export async function buildExport(
  db: DbOrTx,
  member: MemberRow,
  lang: Language,
  now: Date,
): Promise<AccountExport> {
  const id = member.id
  const truncated: string[] = []
  /** The first `cap` rows; a cap+1st row means the list was cut. */
  const capped = <T>(name: keyof typeof EXPORT_CAPS, rows: T[]): T[] => {
    if (rows.length <= EXPORT_CAPS[name]) return rows
    truncated.push(name)
    return rows.slice(0, EXPORT_CAPS[name])
  }
  const name = (r: { otherName: string; otherDeleted: boolean }) =>
    publicName(r.otherName, r.otherDeleted, lang)

  const addressRows = await listAddresses(db, id)

  const listingRows = capped(
    'listings',
    await db
      .select()
      .from(goods)
      .where(eq(goods.sellerId, id))
      .orderBy(desc(goods.createdAt), desc(goods.id))
      .limit(EXPORT_CAPS.listings + 1),
  )
  const imageRows = listingRows.length
    ? await db
        .select({ goodsId: goodsImages.goodsId, url: goodsImages.url, thumbnail: goodsImages.thumbnail })
        .from(goodsImages)
        .where(
          inArray(
            goodsImages.goodsId,
            listingRows.map((g) => g.id),
          ),
        )
        .orderBy(asc(goodsImages.goodsId), asc(goodsImages.position))
    : []

  // The talks the member took part in: as buyer, or as seller once the buyer wrote.
  const talkRows = capped(
    'talks',
    await db
      .select({
        id: talks.id,
        buyerId: talks.buyerId,
        goodsId: talks.goodsId,
        goodsName: goods.name,
        createdAt: talks.createdAt,
        ...otherColumns,
      })
      .from(talks)
      .innerJoin(goods, eq(goods.id, talks.goodsId))
      .innerJoin(other, otherOf(id, talks.buyerId, talks.sellerId))
      .where(or(eq(talks.buyerId, id), and(eq(talks.sellerId, id), gt(talks.lastSeq, 0))))
      .orderBy(sql`${talks.lastMessageAt} desc nulls last`, desc(talks.id))
      .limit(EXPORT_CAPS.talks + 1),
  )
  const messageRows = talkRows.length
    ? capped(
        'messages',
        await db
          .select({
            talkId: messages.talkId,
            seq: messages.seq,
            senderId: messages.senderId,
            kind: messages.kind,
            text: messages.text,
            event: messages.event,
            price: messages.price,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .where(
            inArray(
              messages.talkId,
              talkRows.map((t) => t.id),
            ),
          )
          .orderBy(desc(messages.id))
          .limit(EXPORT_CAPS.messages + 1),
      )
    : []
  const byTalk = new Map<number, AccountExport['talks'][number]['messages']>()
  for (const m of [...messageRows].reverse()) {
    const list = byTalk.get(m.talkId) ?? []
    list.push({
      seq: m.seq,
      fromMe: m.senderId === id,
      kind: m.kind,
      // A photo's address is signed for the talk's two members and soon expires: only its kind is kept.
      text: m.text,
      event: m.event ?? null,
      price: m.price,
      createTime: m.createdAt.toISOString(),
    })
    byTalk.set(m.talkId, list)
  }

  const offerRows = capped(
    'offers',
    await db
      .select({
        id: quotes.id,
        talkId: quotes.talkId,
        goodsId: quotes.goodsId,
        goodsName: goods.name,
        buyerId: quotes.buyerId,
        price: quotes.price,
        status: quotes.status,
        createdAt: quotes.createdAt,
        updatedAt: quotes.updatedAt,
        ...otherColumns,
      })
      .from(quotes)
      .innerJoin(goods, eq(goods.id, quotes.goodsId))
      .innerJoin(other, otherOf(id, quotes.buyerId, quotes.sellerId))
      .where(or(eq(quotes.buyerId, id), eq(quotes.sellerId, id)))
      .orderBy(desc(quotes.updatedAt), desc(quotes.id))
      .limit(EXPORT_CAPS.offers + 1),
  )

  const dealRows = capped(
    'deals',
    await db
      .select({
        id: deals.id,
        talkId: deals.talkId,
        goodsId: deals.goodsId,
        goodsName: goods.name,
        buyerId: deals.buyerId,
        price: deals.price,
        status: deals.status,
        createdAt: deals.createdAt,
        cancelledAt: deals.cancelledAt,
        ...otherColumns,
      })
      .from(deals)
      .innerJoin(goods, eq(goods.id, deals.goodsId))
      .innerJoin(other, otherOf(id, deals.buyerId, deals.sellerId))
      .where(or(eq(deals.buyerId, id), eq(deals.sellerId, id)))
      .orderBy(desc(deals.createdAt), desc(deals.id))
      .limit(EXPORT_CAPS.deals + 1),
  )

  const reviewsBy = async (side: 'written' | 'received') => {
    const mine = side === 'written' ? evaluations.memberId : evaluations.member2Id
    const theirs = side === 'written' ? evaluations.member2Id : evaluations.memberId
    const rows = await db
      .select({
        id: evaluations.id,
        dealId: evaluations.dealId,
        goodsId: evaluations.goodsId,
        goodsName: goods.name,
        role: evaluations.role,
        serviceScore: evaluations.serviceScore,
        tags: sql<number[]>`array_remove(array[
          case when ${evaluations.tag1} then 1 end, case when ${evaluations.tag2} then 2 end,
          case when ${evaluations.tag3} then 3 end, case when ${evaluations.tag4} then 4 end,
          case when ${evaluations.tag5} then 5 end], null)`,
        content: evaluations.content,
        createdAt: evaluations.createdAt,
        ...otherColumns,
      })
      .from(evaluations)
      .innerJoin(goods, eq(goods.id, evaluations.goodsId))
      .innerJoin(other, eq(other.id, theirs))
      .where(eq(mine, id))
      .orderBy(desc(evaluations.createdAt), desc(evaluations.id))
      .limit(EXPORT_CAPS.reviews + 1)
    return capped('reviews', rows).map((r) => ({
      id: String(r.id),
      dealId: String(r.dealId),
      goodsId: String(r.goodsId),
      goodsName: r.goodsName,
      role: r.role,
      counterpart: name(r),
      serviceScore: r.serviceScore,
      tags: r.tags.map(Number),
      content: r.content,
      createTime: r.createdAt.toISOString(),
    }))
  }
  const written = await reviewsBy('written')
  const received = await reviewsBy('received')

  const favouriteRows = capped(
    'favourites',
    await db
      .select({ goodsId: favourites.goodsId, goodsName: goods.name, createdAt: favourites.createdAt })
      .from(favourites)
      .innerJoin(goods, eq(goods.id, favourites.goodsId))
      .where(eq(favourites.memberId, id))
      .orderBy(desc(favourites.createdAt))
      .limit(EXPORT_CAPS.favourites + 1),
  )
  const footprintRows = capped(
    'footprints',
    await db
      .select({ goodsId: footprints.goodsId, goodsName: goods.name, viewedAt: footprints.viewedAt })
      .from(footprints)
      .innerJoin(goods, eq(goods.id, footprints.goodsId))
      .where(eq(footprints.memberId, id))
      .orderBy(desc(footprints.viewedAt))
      .limit(EXPORT_CAPS.footprints + 1),
  )
  const balance = await balanceOf(db, id)
  const ledgerRows = capped(
    'ledger',
    await db
      .select()
      .from(coinLedger)
      .where(eq(coinLedger.memberId, id))
      .orderBy(desc(coinLedger.id))
      .limit(EXPORT_CAPS.ledger + 1),
  )
  const noticeRows = capped(
    'notices',
    await db
      .select()
      .from(notices)
      .where(eq(notices.memberId, id))
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(EXPORT_CAPS.notices + 1),
  )
  const medalRows = await awardsOf(db, id)
  const savedRows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.memberId, id))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))

  const imagesOf = new Map<number, { url: string; thumbnail: string }[]>()
  for (const { goodsId, url, thumbnail } of imageRows) {
    imagesOf.set(goodsId, [...(imagesOf.get(goodsId) ?? []), { url, thumbnail }])
  }

  return {
    format: 'kaifong-account-export',
    version: 1,
    exportTime: now.toISOString(),
    profile: {
      id: String(member.id),
      username: member.username,
      nickName: member.nickName,
      face: member.face,
      email: member.email,
      countryCode: member.countryCode ?? '',
      mobile: member.mobile ?? '',
      phoneVerified: member.phoneVerifiedAt !== null,
      bio: member.bio,
      district: member.district,
      invitationCode: member.invitationCode,
      createTime: member.createdAt.toISOString(),
    },
    addresses: addressRows.map((a) => ({
      name: a.name,
      district: a.district,
      detail: a.detail,
      isDefault: a.isDefault,
      createTime: a.createdAt.toISOString(),
    })),
    listings: listingRows.map((g) => ({
      id: String(g.id),
      name: g.name,
      intro: g.intro,
      price: g.price,
      goodsStatus: g.goodsStatus,
      categoryId: String(g.categoryId),
      marketEnable: g.marketEnable,
      severalInStock: g.severalInStock,
      tradingMethods: g.tradingMethods,
      meetupAddresses: g.addresses,
      contacts: g.contacts,
      chatOnly: g.chatOnly,
      openDays: g.openDays,
      openTime: iso(g.openTime),
      closeTime: iso(g.closeTime),
      viewCount: g.viewCount,
      collectCount: g.collectCount,
      images: imagesOf.get(g.id) ?? [],
      createTime: g.createdAt.toISOString(),
      updateTime: g.updatedAt.toISOString(),
      deleteTime: iso(g.deletedAt),
    })),
    talks: talkRows.map((t) => ({
      id: String(t.id),
      role: t.buyerId === id ? 'BUYER' : 'SELLER',
      counterpart: name(t),
      goodsId: String(t.goodsId),
      goodsName: t.goodsName,
      createTime: t.createdAt.toISOString(),
      messages: byTalk.get(t.id) ?? [],
    })),
    offers: offerRows.map((q) => ({
      id: String(q.id),
      talkId: String(q.talkId),
      goodsId: String(q.goodsId),
      goodsName: q.goodsName,
      role: q.buyerId === id ? 'BUYER' : 'SELLER',
      counterpart: name(q),
      price: q.price,
      status: q.status,
      createTime: q.createdAt.toISOString(),
      updateTime: q.updatedAt.toISOString(),
    })),
    deals: dealRows.map((d) => ({
      id: String(d.id),
      talkId: String(d.talkId),
      goodsId: String(d.goodsId),
      goodsName: d.goodsName,
      role: d.buyerId === id ? 'BUYER' : 'SELLER',
      counterpart: name(d),
      price: d.price,
      status: d.status,
      createTime: d.createdAt.toISOString(),
      cancelTime: iso(d.cancelledAt),
    })),
    reviews: { written, received },
    favourites: favouriteRows.map((f) => ({
      goodsId: String(f.goodsId),
      goodsName: f.goodsName,
      createTime: f.createdAt.toISOString(),
    })),
    footprints: footprintRows.map((f) => ({
      goodsId: String(f.goodsId),
      goodsName: f.goodsName,
      viewTime: f.viewedAt.toISOString(),
    })),
    coins: {
      balance,
      ledger: ledgerRows.map((e) => ({
        id: String(e.id),
        amount: e.amount,
        reason: e.reason,
        ref: e.ref,
        balanceAfter: e.balanceAfter,
        createTime: e.createdAt.toISOString(),
      })),
    },
    notices: noticeRows.map((n) => ({
      id: String(n.id),
      type: n.type,
      status: n.status,
      title: n.title[lang],
      content: n.content[lang],
      createTime: n.createdAt.toISOString(),
    })),
    medals: medalRows.map((m) => ({ medal: m.medal, ownedTime: m.ownedAt.toISOString() })),
    savedSearches: savedRows.map((r) => ({
      id: String(r.id),
      name: r.name,
      query: { ...r.query },
      alert: r.alert,
      email: r.email,
      createTime: r.createdAt.toISOString(),
    })),
    truncated: [...new Set(truncated)],
  }
}
