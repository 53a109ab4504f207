/**
 * Medals (SPEC §2, §3): verified phone first time, first listing, first friend invited (who then
 * verified a phone), and a "more" placeholder nobody owns yet. Awarded when the event happens,
 * once, with a notice.
 */
import { MEDAL_KEYS, type MedalList } from '@kaifong/contract'
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { medalAwards } from '../../db/schema.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { localized, t } from '../../lib/messages.ts'
import { findMemberById } from '../members/members.repo.ts'
import { notify } from '../notices/notices.service.ts'

export type AwardableMedal = Exclude<(typeof MEDAL_KEYS)[number], 'moreMedal'>

/** Awards once; true when this call awarded it. */
export async function awardMedal(
  db: DbOrTx,
  memberId: number,
  medal: AwardableMedal,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(medalAwards)
    .values({ memberId, medal, ownedAt: at })
    .onConflictDoNothing()
    .returning({ medal: medalAwards.medal })
  if (rows.length === 0) return false
  await notify(db, memberId, 'SYSTEM', {
    title: localized('notice.medal.title'),
    content: localized('notice.medal.content', (lang) => ({ medal: t(lang, `medal.${medal}`) })),
  })
  return true
}

export async function hasMedal(db: DbOrTx, memberId: number, medal: AwardableMedal): Promise<boolean> {
  const [row] = await db
    .select({ medal: medalAwards.medal })
    .from(medalAwards)
    .where(and(eq(medalAwards.memberId, memberId), eq(medalAwards.medal, medal)))
  return Boolean(row)
}

/** Anyone's medals may be viewed by id (SPEC §6). */
export async function medalsOf(ctx: AppContext, memberId: number): Promise<MedalList> {
  const member = await findMemberById(ctx.db, memberId)
  if (!member) throw new AppError(404, 20002, 'member.not.found')
  const owned = await ctx.db.select().from(medalAwards).where(eq(medalAwards.memberId, memberId))
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
