/**
 * What every section of the member's data export shares (account.export.ts): the caps, the reader
 * of the member's rows, and how another member is named (by nickname only, never with contacts).
 */
import type { Language } from '@kaifong/contract'
import { type AnyColumn, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client.ts'
import { members } from '../../db/schema.ts'
import { publicName } from '../members/index.ts'

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

export const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** The other member of a row whose sides are `buyer` and `seller`, as one aliased members join. */
export const other = alias(members, 'other')
export const otherOf = (memberId: number, buyer: AnyColumn, seller: AnyColumn) =>
  eq(other.id, sql`case when ${buyer} = ${memberId} then ${seller} else ${buyer} end`)
export const otherColumns = {
  otherName: other.nickName,
  otherDeleted: sql<boolean>`${other.deletedAt} is not null`,
}

/** One export's reader: the member, the language, and the lists that reached their cap. */
export interface ExportScope {
  db: DbOrTx
  id: number
  lang: Language
  truncated: string[]
  /** The first `cap` rows; a cap+1st row means the list was cut. */
  capped: <T>(name: keyof typeof EXPORT_CAPS, rows: T[]) => T[]
  /** The other member's public name. */
  name: (r: { otherName: string; otherDeleted: boolean }) => string
}

export function exportScope(db: DbOrTx, id: number, lang: Language): ExportScope {
  const truncated: string[] = []
  return {
    db,
    id,
    lang,
    truncated,
    capped: (name, rows) => {
      if (rows.length <= EXPORT_CAPS[name]) return rows
      truncated.push(name)
      return rows.slice(0, EXPORT_CAPS[name])
    },
    name: (r) => publicName(r.otherName, r.otherDeleted, lang),
  }
}
