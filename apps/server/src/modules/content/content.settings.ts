/**
 * The console's settings (docs/admin.md, "Content and settings"; right `settings`): the site's name
 * and pictures, the hold-after-reports threshold and the home page's sections. Each change runs in
 * one transaction with its audit row (before and after), and clears this instance's cache of site
 * settings and home blocks once committed.
 */
import type { HomeBlock } from '@kaifong/contract'
import type { ModerationSettings, SiteSettingsForm, siteSettingsBody } from '@kaifong/contract/admin'
import type { z } from 'zod'
import type { AppContext } from '../../lib/context.ts'
import { lockKey } from '../../lib/locks.ts'
import { type AuditActor, recordAudit } from '../audit/index.ts'
import { holdAfterReports } from '../reports/index.ts'
import { clearSiteCache, putSetting, storedHomeBlocks, storedSite } from '../site/index.ts'
import { checkMediaPaths } from './content.service.ts'

type SiteBody = z.output<typeof siteSettingsBody>

export function siteForm(ctx: AppContext): Promise<SiteSettingsForm> {
  return storedSite(ctx.db)
}

/** Saves the site's name and pictures; the public site info shows them at once (docs/admin.md). */
export async function saveSite(
  ctx: AppContext,
  actor: AuditActor,
  body: SiteBody,
): Promise<SiteSettingsForm> {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    await checkMediaPaths(tx, [body.buyerSideLogo, body.buyerSideIcon])
    await lockKey(tx, 'setting', 'site')
    const before = await storedSite(tx)
    await putSetting(tx, 'site', body, now)
    await recordAudit(
      tx,
      actor,
      { action: 'settings.site', targetType: 'setting', targetId: 'site', before, after: body },
      now,
    )
  })
  clearSiteCache(ctx)
  return body
}

export async function moderationForm(ctx: AppContext): Promise<ModerationSettings> {
  return { holdAfterReports: await holdAfterReports(ctx.db) }
}

export async function saveModeration(
  ctx: AppContext,
  actor: AuditActor,
  body: ModerationSettings,
): Promise<ModerationSettings> {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    await lockKey(tx, 'setting', 'moderation.holdAfterReports')
    const before = { holdAfterReports: await holdAfterReports(tx) }
    await putSetting(tx, 'moderation.holdAfterReports', body.holdAfterReports, now)
    await recordAudit(
      tx,
      actor,
      { action: 'settings.moderation', targetType: 'setting', targetId: 'moderation', before, after: body },
      now,
    )
  })
  return body
}

export async function homeForm(ctx: AppContext): Promise<{ blocks: HomeBlock[] }> {
  return { blocks: await storedHomeBlocks(ctx.db) }
}

export async function saveHome(
  ctx: AppContext,
  actor: AuditActor,
  body: { blocks: HomeBlock[] },
): Promise<{ blocks: HomeBlock[] }> {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    await lockKey(tx, 'setting', 'home.blocks')
    const before = { blocks: await storedHomeBlocks(tx) }
    await putSetting(tx, 'home.blocks', body.blocks, now)
    await recordAudit(
      tx,
      actor,
      { action: 'settings.home', targetType: 'setting', targetId: 'home', before, after: body },
      now,
    )
  })
  clearSiteCache(ctx)
  return body
}
