/**
 * Address book (docs/product/validation.md, constants.md): up to MAX_ADDRESSES meet-up places per member, exactly one of them
 * the default while any exist. Every change locks the member's row first, so the limit and the
 * single default also hold when requests arrive together. Another member's address answers 404,
 * the same as a missing one, so ids cannot be probed.
 */
import { type addressBody, ErrorCode, MAX_ADDRESSES } from '@kaifong/contract'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { lockMember } from '../members/index.ts'
import {
  type AddressRow,
  addressesIn,
  clearDefault,
  countAddresses,
  deleteAddress,
  deleteAllAddresses as deleteAll,
  findAddress,
  insertAddress,
  listAddresses as listAll,
  newestAddress,
  updateAddress,
} from './addresses.repo.ts'

export type { AddressRow } from './addresses.repo.ts'

type AddressInput = z.output<typeof addressBody>

/** Runs `work` in a transaction holding the member's lock. */
function withMemberLock<T>(ctx: AppContext, memberId: number, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    if (!(await lockMember(tx, memberId))) throw notFound()
    return work(tx)
  })
}

async function ownAddress(db: DbOrTx, memberId: number, id: number): Promise<AddressRow> {
  const row = await findAddress(db, memberId, id)
  if (!row) throw notFound()
  return row
}

/** Default first, then newest. */
export function memberAddresses(ctx: AppContext, memberId: number): Promise<AddressRow[]> {
  return listAddresses(ctx.db, memberId)
}

export function memberAddress(ctx: AppContext, memberId: number, id: number): Promise<AddressRow> {
  return ownAddress(ctx.db, memberId, id)
}

/** The first address becomes the default whatever the body says. */
export function createAddress(ctx: AppContext, memberId: number, input: AddressInput): Promise<AddressRow> {
  return withMemberLock(ctx, memberId, async (tx) => {
    const held = await countAddresses(tx, memberId)
    if (held >= MAX_ADDRESSES) throw new AppError(409, ErrorCode.ADDRESS_LIMIT, 'address.limit')
    const now = ctx.clock.now()
    const isDefault = input.isDefault || held === 0
    if (isDefault) await clearDefault(tx, memberId, now)
    return insertAddress(tx, {
      memberId,
      name: input.name,
      district: input.district,
      detail: input.detail,
      consignee: input.consignee,
      mobile: input.mobile,
      isDefault,
      createdAt: now,
      updatedAt: now,
    })
  })
}

/**
 * `isDefault: true` makes the address the default; false leaves the flag as it is, because the
 * book always keeps one default (a different one is chosen by making that one the default).
 */
export function editAddress(
  ctx: AppContext,
  memberId: number,
  id: number,
  input: AddressInput,
): Promise<AddressRow> {
  return withMemberLock(ctx, memberId, async (tx) => {
    const row = await ownAddress(tx, memberId, id)
    const now = ctx.clock.now()
    const becomesDefault = input.isDefault && !row.isDefault
    if (becomesDefault) await clearDefault(tx, memberId, now)
    const updated = await updateAddress(tx, memberId, id, {
      name: input.name,
      district: input.district,
      detail: input.detail,
      consignee: input.consignee,
      mobile: input.mobile,
      ...(becomesDefault ? { isDefault: true } : {}),
      updatedAt: now,
    })
    if (!updated) throw notFound()
    return updated
  })
}

export function makeDefaultAddress(ctx: AppContext, memberId: number, id: number): Promise<AddressRow> {
  return withMemberLock(ctx, memberId, async (tx) => {
    const row = await ownAddress(tx, memberId, id)
    if (row.isDefault) return row
    const now = ctx.clock.now()
    await clearDefault(tx, memberId, now)
    const updated = await updateAddress(tx, memberId, id, { isDefault: true, updatedAt: now })
    if (!updated) throw notFound()
    return updated
  })
}

/** Deleting the default hands the flag to the newest remaining address. */
export function removeAddress(ctx: AppContext, memberId: number, id: number): Promise<void> {
  return withMemberLock(ctx, memberId, async (tx) => {
    const row = await ownAddress(tx, memberId, id)
    await deleteAddress(tx, memberId, id)
    if (!row.isDefault) return
    const next = await newestAddress(tx, memberId)
    if (next) await updateAddress(tx, memberId, next.id, { isDefault: true, updatedAt: ctx.clock.now() })
  })
}

/**
 * The member's own addresses among `ids`, in the order of `ids` (for listings' meet-up places).
 * Ids that are unknown or belong to someone else are left out, so callers compare lengths.
 */
export async function addressesByIds(db: DbOrTx, memberId: number, ids: number[]): Promise<AddressRow[]> {
  const wanted = ids.filter((id) => Number.isSafeInteger(id) && id > 0)
  if (wanted.length === 0) return []
  const rows = await addressesIn(db, memberId, [...new Set(wanted)])
  const byId = new Map(rows.map((r) => [r.id, r]))
  return wanted.flatMap((id) => byId.get(id) ?? [])
}

/** The member's addresses, default first, then newest, in `db`: the caller's transaction or the database. */
export function listAddresses(db: DbOrTx, memberId: number): Promise<AddressRow[]> {
  return listAll(db, memberId)
}

/** Deletes every address of the member (account deletion, in its transaction). */
export function deleteAllAddresses(db: DbOrTx, memberId: number): Promise<void> {
  return deleteAll(db, memberId)
}
