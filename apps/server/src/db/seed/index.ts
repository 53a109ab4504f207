/**
 * Demo data for an empty database (never in production): site settings, the category tree,
 * pages and announcements, banners, demo members with their address books, the demo operators
 * (admins.ts), and the demo market
 * (listings with pictures, favourites, hot words), and the demo shop with its orders (shop.ts). Pictures are drawn first; the rows go in
 * one transaction.
 */
import { count } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import { toSimplifiedText } from '../../lib/chinese.ts'
import { hashPassword } from '../../lib/passwords.ts'
import type { Db, Tx } from '../client.ts'
import {
  addresses,
  articles,
  banners,
  categories,
  coinAccounts,
  coinLedger,
  type Localized,
  medalAwards,
  members,
  settings,
} from '../schema.ts'
import { seedDemoOperators } from './admins.ts'
import { ARTICLES } from './articles.ts'
import { drawBanners } from './banners.ts'
import { CATEGORY_TREE, type CategoryNode, categoryNames, parseCategoryTree } from './categories.ts'
import { seedChats } from './chats.ts'
import { seedGoods } from './goods.ts'
import { DEMO_LISTINGS } from './goods-data.ts'
import { planListings } from './goods-plan.ts'
import { DEMO_MEMBERS, DEMO_PASSWORD } from './members.ts'
import { renderPictures } from './pictures.ts'
import { seedShop } from './shop.ts'
import { SHOP_LISTINGS } from './shop-data.ts'

/** Demo members start with enough coins to list and boost a few items. */
export const DEMO_COINS = 200

const localized = (t: { hant: string; en: string }): Localized => ({
  'zh-Hant': t.hant,
  'zh-Hans': toSimplifiedText(t.hant),
  en: t.en,
})

async function insertCategories(tx: Tx, nodes: CategoryNode[], parentId: number, level: number) {
  for (const [i, node] of nodes.entries()) {
    const [row] = await tx
      .insert(categories)
      .values({ parentId, level, name: categoryNames(node), sortOrder: i })
      .returning({ id: categories.id })
    if (row && node.children.length) await insertCategories(tx, node.children, row.id, level + 1)
  }
}

/** `at` is "now" for the demo timeline (listing times, joins); tests pass their clock's time. */
export async function seedDemoData(db: Db, config: Config, at: Date = new Date()): Promise<void> {
  if (config.isProduction) return
  const [m] = await db.select({ n: count() }).from(members)
  const [c] = await db.select({ n: count() }).from(categories)
  if ((m?.n ?? 0) > 0 || (c?.n ?? 0) > 0) return

  const plans = planListings(at, [...DEMO_LISTINGS, ...SHOP_LISTINGS])
  const [drawn, passwordHash, pictures] = await Promise.all([
    drawBanners(config.DATA_DIR),
    hashPassword(DEMO_PASSWORD),
    renderPictures(
      config.DATA_DIR,
      plans.flatMap((p) => p.pictures),
    ),
  ])
  const now = at.getTime()
  await db.transaction(async (tx) => {
    await seedSite(tx, drawn)
    const memberIds = await seedMembers(tx, passwordHash, now)
    await seedGoods(tx, plans, pictures, memberIds, at)
    await seedChats(tx, memberIds, at)
    await seedShop(tx, memberIds, at)
    await seedDemoOperators(tx, at)
  })
}

/** The site's settings, the category tree, the pages and announcements, and the banners. */
async function seedSite(tx: Tx, drawn: Awaited<ReturnType<typeof drawBanners>>): Promise<void> {
  await tx
    .insert(settings)
    .values({
      key: 'site',
      value: {
        siteName: { 'zh-Hant': '街坊市集', 'zh-Hans': '街坊市集', en: 'Kaifong Market' },
        buyerSideLogo: '/logo.svg',
        buyerSideIcon: '/favicon.svg',
      },
    })
    .onConflictDoNothing()
  await insertCategories(tx, parseCategoryTree(CATEGORY_TREE), 0, 1)
  await tx.insert(articles).values(
    ARTICLES.map((a, i) => ({
      key: a.key,
      type: a.type,
      title: localized(a.title),
      content: localized(a.content),
      sortOrder: i,
    })),
  )
  await tx.insert(banners).values(
    drawn.map((b) => ({
      imageUrl: b.imageUrl,
      title: localized(b.title),
      link: b.link,
      sortOrder: b.sortOrder,
    })),
  )
}

/** The demo members with their coins, phone medal and address books; answers their ids by username. */
async function seedMembers(tx: Tx, passwordHash: string, now: number): Promise<Map<string, number>> {
  const demo = await tx
    .insert(members)
    .values(
      DEMO_MEMBERS.map((d, i) => {
        const joined = new Date(now - d.monthsAgo * 30 * 24 * 3600_000)
        return {
          username: d.username,
          email: `${d.username}@kaifong.local`,
          passwordHash,
          nickName: d.nickName,
          mobile: d.mobile,
          countryCode: '852',
          phoneVerifiedAt: joined,
          emailVerifiedAt: joined,
          invitationCode: `DEMO${String(i + 1).padStart(4, '0')}`,
          createdAt: joined,
        }
      }),
    )
    .returning({ id: members.id, username: members.username, phoneVerifiedAt: members.phoneVerifiedAt })
  // Starting coins and the phone medal, through the same ledger every other coin goes through.
  for (const m of demo) {
    await tx.insert(coinAccounts).values({ memberId: m.id, balance: DEMO_COINS })
    await tx.insert(coinLedger).values({
      memberId: m.id,
      amount: DEMO_COINS,
      reason: 'ADMIN_ADJUST',
      balanceAfter: DEMO_COINS,
      idempotencyKey: `seed:coins:${m.id}`,
    })
    await tx
      .insert(medalAwards)
      .values({ memberId: m.id, medal: 'verifyPhone', ownedAt: m.phoneVerifiedAt ?? new Date() })
  }
  const memberIds = new Map(demo.map((m) => [m.username, m.id]))
  await tx.insert(addresses).values(
    DEMO_MEMBERS.flatMap((d) =>
      d.places.map((place, i) => ({
        memberId: memberIds.get(d.username) ?? 0,
        ...place,
        consignee: d.nickName,
        mobile: d.mobile,
        isDefault: i === 0,
        createdAt: new Date(now - (d.monthsAgo * 30 - i) * 24 * 3600_000),
      })),
    ),
  )
  return memberIds
}
