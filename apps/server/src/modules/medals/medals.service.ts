/**
 * Medals (docs/product/screens.md, data.md): verified phone first time, first listing, first friend invited (who then
 * verified a phone), and a "more" placeholder nobody owns yet. Awarded once, with a notice, when
 * the event happens: medals.listeners.ts listens for the domain events that earn them.
 */
import { MEDAL_KEYS, type MedalList } from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { localized, t } from '../../lib/messages.ts'
import { findMemberById } from '../members/index.ts'
import { notify } from '../notices/index.ts'
import { type AwardableMedal, insertAward, awardsOf as readAwards } from './medals.repo.ts'

/** Awards once, with a notice; true when this call awarded it. */
export async function awardMedal(
  ctx: AppContext,
  db: DbOrTx,
  memberId: number,
  medal: AwardableMedal,
  at: Date,
): Promise<boolean> {
  if (!(await insertAward(db, memberId, medal, at))) return false
  await notify(ctx, db, memberId, 'SYSTEM', {
    title: localized('notice.medal.title'),
    content: localized('notice.medal.content', (lang) => ({ medal: t(lang, `medal.${medal}`) })),
  })
  return true
}

/**
 * Anyone's medals may be viewed by id (docs/product/permissions.md, "Member pages"); a banned or
 * deleted member has none to show (404, as their page).
 */
export async function medalsOf(ctx: AppContext, memberId: number): Promise<MedalList> {
  const member = await findMemberById(ctx.db, memberId)
  if (!member || member.disabled || member.deletedAt) throw new AppError(404, 20002, 'member.not.found')
  const owned = await awardsOf(ctx.db, memberId)
  const medals = MEDAL_KEYS.map((key, i) => {
    const award = owned.find((o) => o.medal === key)
    return {
      medalId: String(i + 1),
      key,
      haveOwned: Boolean(award),
      ownedTime: award?.ownedAt.toISOString() ?? null,
    }
  })
  return {
    memberId: String(member.id),
    nickName: member.nickName,
    face: member.face,
    count: medals.filter((m) => m.haveOwned).length,
    medals,
  }
}

/** The member's medals (one row per medal owned), in `db`: the caller's transaction or the database. */
export async function awardsOf(db: DbOrTx, memberId: number) {
  return await readAwards(db, memberId)
}
