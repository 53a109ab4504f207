/**
 * The member's data export (docs/product/domain-rules.md, "Account deletion"; the shape is
 * `accountExport` in packages/contract/src/api/account.ts). A read of every table that holds the
 * member's own rows, one statement per list, newest first and capped (`EXPORT_CAPS`): the lists
 * that reach their cap are named in `truncated`. Other members appear by nickname only ("deleted
 * user" for a deleted one), never with their contact details. Only reads: every write stays with
 * the module that owns the table.
 */
import type { AccountExport, Language } from '@kaifong/contract'
import { desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { coinLedger, notices, savedSearches } from '../../db/schema.ts'
import { listAddresses } from '../addresses/index.ts'
import { balanceOf } from '../coins/index.ts'
import { awardsOf } from '../medals/index.ts'
import type { MemberRow } from '../members/index.ts'
import { exportFavourites, exportFootprints, exportListings } from './account.export-listings.ts'
import { EXPORT_CAPS, type ExportScope, exportScope } from './account.export-scope.ts'
import { exportDeals, exportOffers, exportReviews, exportTalks } from './account.export-talks.ts'

/** Each section in turn, in the order the lists were always read (so `truncated` keeps its order). */
export async function buildExport(
  db: DbOrTx,
  member: MemberRow,
  lang: Language,
  now: Date,
): Promise<AccountExport> {
  const scope = exportScope(db, member.id, lang)
  const addresses = await exportAddresses(scope)
  const listings = await exportListings(scope)
  const talks = await exportTalks(scope)
  const offers = await exportOffers(scope)
  const deals = await exportDeals(scope)
  const written = await exportReviews(scope, 'written')
  const received = await exportReviews(scope, 'received')
  const favourites = await exportFavourites(scope)
  const footprints = await exportFootprints(scope)
  const coins = await exportCoins(scope)
  const noticeList = await exportNotices(scope)
  const medals = (await awardsOf(db, member.id)).map((m) => ({
    medal: m.medal,
    ownedTime: m.ownedAt.toISOString(),
  }))
  const saved = await exportSavedSearches(scope)
  return {
    format: 'kaifong-account-export',
    version: 1,
    exportTime: now.toISOString(),
    profile: exportProfile(member),
    addresses,
    listings,
    talks,
    offers,
    deals,
    reviews: { written, received },
    favourites,
    footprints,
    coins,
    notices: noticeList,
    medals,
    savedSearches: saved,
    truncated: [...new Set(scope.truncated)],
  }
}

function exportProfile(member: MemberRow): AccountExport['profile'] {
  return {
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
  }
}

async function exportAddresses({ db, id }: ExportScope): Promise<AccountExport['addresses']> {
  return (await listAddresses(db, id)).map((a) => ({
    name: a.name,
    district: a.district,
    detail: a.detail,
    isDefault: a.isDefault,
    createTime: a.createdAt.toISOString(),
  }))
}

async function exportCoins({ db, id, capped }: ExportScope): Promise<AccountExport['coins']> {
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
  return {
    balance,
    ledger: ledgerRows.map((e) => ({
      id: String(e.id),
      amount: e.amount,
      reason: e.reason,
      ref: e.ref,
      balanceAfter: e.balanceAfter,
      createTime: e.createdAt.toISOString(),
    })),
  }
}

async function exportNotices({ db, id, lang, capped }: ExportScope): Promise<AccountExport['notices']> {
  const noticeRows = capped(
    'notices',
    await db
      .select()
      .from(notices)
      .where(eq(notices.memberId, id))
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(EXPORT_CAPS.notices + 1),
  )
  return noticeRows.map((n) => ({
    id: String(n.id),
    type: n.type,
    status: n.status,
    title: n.title[lang],
    content: n.content[lang],
    createTime: n.createdAt.toISOString(),
  }))
}

async function exportSavedSearches({ db, id }: ExportScope): Promise<AccountExport['savedSearches']> {
  const savedRows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.memberId, id))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
  return savedRows.map((r) => ({
    id: String(r.id),
    name: r.name,
    query: { ...r.query },
    alert: r.alert,
    email: r.email,
    createTime: r.createdAt.toISOString(),
  }))
}
