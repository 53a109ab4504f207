/**
 * The console's content and settings (docs/admin.md, "Content and settings"): the site's name and
 * pictures, the hold-after-reports threshold, the home page's sections, uploads, banners, hot word
 * rules and articles. Each change runs in one transaction with its audit row (before and after),
 * and clears this instance's caches that show it (site settings and home blocks, hot words) once
 * committed. Categories are in content.categories.ts.
 */
import { ErrorCode, type HomeBlock, type Language } from '@kaifong/contract'
import type {
  articleBody,
  bannerBody,
  HotWordsOverview,
  hotWordRuleBody,
  ModerationSettings,
  SiteSettingsForm,
  siteSettingsBody,
} from '@kaifong/contract/admin'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError, badRequest, notFound } from '../../lib/errors.ts'
import { lockKey } from '../../lib/locks.ts'
import { type AuditActor, recordAudit } from '../audit/index.ts'
import { checkUploadRate, type MediaRow, storeUpload } from '../media/index.ts'
import { holdAfterReports } from '../reports/index.ts'
import { clearHotWordsCache, HOT_WORDS_MAX, hotWords, rankedTerms, termOf } from '../search/index.ts'
import { clearSiteCache, storedHomeBlocks, storedSite } from '../site/index.ts'
import {
  type ArticleRow,
  allBanners,
  allHotWordRules,
  articleForUpdate,
  type BannerRow,
  bannerForUpdate,
  deleteArticle,
  deleteBanner,
  deleteHotWordRules,
  findAdminArticle,
  type HotWordRuleRow,
  insertArticle,
  insertBanner,
  insertHotWordRule,
  mediaHasPath,
  pageAdminArticles,
  pageKeyTaken,
  putSetting,
  updateArticle,
  updateBanner,
} from './content.repo.ts'

type SiteBody = z.output<typeof siteSettingsBody>
type BannerBody = z.output<typeof bannerBody>
type RuleBody = z.output<typeof hotWordRuleBody>
type ArticleBody = z.output<typeof articleBody>

const mediaUnknown = () => new AppError(400, ErrorCode.CONTENT_MEDIA_UNKNOWN, 'content.media.unknown')

/**
 * Every non-empty path must be an upload's display or thumbnail picture: the media id is the file
 * name (media.storage.ts: <id>.webp, <id>-thumb.webp), so each is one primary-key read.
 */
async function checkMediaPaths(db: DbOrTx, paths: string[]): Promise<void> {
  for (const path of paths) {
    if (path === '') continue
    const file = path.slice(path.lastIndexOf('/') + 1)
    const id = file.replace(/(-thumb)?\.webp$/, '')
    if (id === file || !(await mediaHasPath(db, id, path))) throw mediaUnknown()
  }
}

// ---- settings (right `settings`)

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

// ---- media

/**
 * An operator's upload goes through the members' pipeline (checks, WebP, the same per-uploader
 * limit), owned by the operator. Nothing on the site changes until a setting or banner uses it,
 * and that change is audited.
 */
export function uploadMedia(ctx: AppContext, actor: AuditActor, bytes: Buffer): Promise<MediaRow> {
  return storeUpload(ctx, actor.admin.id, bytes)
}

/** The upload limit is checked before the body is read, as for members. */
export function checkAdminUploadRate(ctx: AppContext, actor: AuditActor): Promise<void> {
  return checkUploadRate(ctx, actor.admin.id)
}

// ---- banners

export function listAllBanners(ctx: AppContext): Promise<BannerRow[]> {
  return allBanners(ctx.db)
}

export async function createBanner(ctx: AppContext, actor: AuditActor, body: BannerBody): Promise<BannerRow> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    await checkMediaPaths(tx, [body.imageUrl])
    const row = await insertBanner(tx, body)
    await recordAudit(
      tx,
      actor,
      { action: 'banner.create', targetType: 'banner', targetId: row.id, after: row },
      now,
    )
    return row
  })
}

export async function editBanner(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  body: BannerBody,
): Promise<BannerRow> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const before = await bannerForUpdate(tx, id)
    if (!before) throw notFound()
    await checkMediaPaths(tx, [body.imageUrl])
    const row = await updateBanner(tx, id, body)
    await recordAudit(
      tx,
      actor,
      { action: 'banner.update', targetType: 'banner', targetId: id, before, after: row },
      now,
    )
    return row
  })
}

export async function removeBanner(ctx: AppContext, actor: AuditActor, id: number): Promise<void> {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const before = await bannerForUpdate(tx, id)
    if (!before) throw notFound()
    await deleteBanner(tx, id)
    await recordAudit(tx, actor, { action: 'banner.delete', targetType: 'banner', targetId: id, before }, now)
  })
}

// ---- hot words

export interface HotWordsState {
  computed: HotWordsOverview['computed']
  shown: string[]
  rules: HotWordRuleRow[]
}

/** The ranked words before rules, what visitors see now in `lang`, and the rules. */
export async function hotWordsOverview(ctx: AppContext, lang: Language): Promise<HotWordsState> {
  const now = ctx.clock.now().getTime()
  const ranked = await rankedTerms(ctx, now)
  const rules = await allHotWordRules(ctx.db)
  const shown = await hotWords(ctx, HOT_WORDS_MAX, lang)
  return { computed: ranked.map((r) => ({ word: r.display, count: r.hits })), shown, rules }
}

/** The word as stored: trimmed, spaces tidied; its term (how searches count it) must not be empty. */
function ruleWordOf(raw: string): { word: string; term: string } {
  const word = raw.trim().replace(/\s+/g, ' ')
  const term = termOf(word)
  if (term === '') throw badRequest('field.invalid')
  return { word, term }
}

/**
 * Pins or hides a word. A rule stands for the word's term, so a rule written with another
 * spelling of the same term ("iPhone", "IPHONE") is replaced; rules of one term are written one
 * at a time (lockKey).
 */
export async function setHotWordRule(
  ctx: AppContext,
  actor: AuditActor,
  raw: string,
  body: RuleBody,
): Promise<HotWordRuleRow> {
  const { word, term } = ruleWordOf(raw)
  const now = ctx.clock.now()
  const row = await ctx.db.transaction(async (tx) => {
    await lockKey(tx, 'hotWord', term)
    const same = (await allHotWordRules(tx)).filter((r) => termOf(r.word) === term)
    await deleteHotWordRules(
      tx,
      same.map((r) => r.word),
    )
    const rule = await insertHotWordRule(tx, {
      word,
      action: body.action,
      sortOrder: body.sortOrder,
      createdAt: now,
    })
    await recordAudit(
      tx,
      actor,
      {
        action: body.action === 'PIN' ? 'hotWord.pin' : 'hotWord.hide',
        targetType: 'hotWord',
        targetId: word,
        before: same[0] ?? null,
        after: rule,
      },
      now,
    )
    return rule
  })
  clearHotWordsCache(ctx)
  return row
}

/** Clears the rule of a word (of its term); 404 when it has none. */
export async function clearHotWordRule(ctx: AppContext, actor: AuditActor, raw: string): Promise<void> {
  const { word, term } = ruleWordOf(raw)
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    await lockKey(tx, 'hotWord', term)
    const same = (await allHotWordRules(tx)).filter((r) => termOf(r.word) === term)
    if (same.length === 0) throw notFound()
    await deleteHotWordRules(
      tx,
      same.map((r) => r.word),
    )
    await recordAudit(
      tx,
      actor,
      { action: 'hotWord.clear', targetType: 'hotWord', targetId: word, before: same[0] ?? null },
      now,
    )
  })
  clearHotWordsCache(ctx)
}

// ---- articles

export function articlesPage(
  ctx: AppContext,
  type: string | undefined,
  pageNumber: number,
  pageSize: number,
) {
  return pageAdminArticles(ctx.db, type, (pageNumber - 1) * pageSize, pageSize)
}

export async function adminArticle(ctx: AppContext, id: number): Promise<ArticleRow> {
  const row = await findAdminArticle(ctx.db, id)
  if (!row) throw notFound()
  return row
}

/** A PAGE key names one article (docs/admin.md): checked under a lock of the key, so two saves cannot both take it. */
async function claimPageKey(tx: DbOrTx, body: ArticleBody, exceptId: number | null): Promise<void> {
  if (body.type !== 'PAGE') return
  await lockKey(tx, 'article.page', body.key)
  if (await pageKeyTaken(tx, body.key, exceptId)) {
    throw new AppError(409, ErrorCode.ARTICLE_KEY_TAKEN, 'content.article.key.taken', { key: body.key })
  }
}

export async function createArticle(
  ctx: AppContext,
  actor: AuditActor,
  body: ArticleBody,
): Promise<ArticleRow> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    await claimPageKey(tx, body, null)
    const row = await insertArticle(tx, body, now)
    await recordAudit(
      tx,
      actor,
      { action: 'article.create', targetType: 'article', targetId: row.id, after: row },
      now,
    )
    return row
  })
}

export async function editArticle(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  body: ArticleBody,
): Promise<ArticleRow> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const before = await articleForUpdate(tx, id)
    if (!before) throw notFound()
    await claimPageKey(tx, body, id)
    const row = await updateArticle(tx, id, body, now)
    await recordAudit(
      tx,
      actor,
      { action: 'article.update', targetType: 'article', targetId: id, before, after: row },
      now,
    )
    return row
  })
}

export async function removeArticle(ctx: AppContext, actor: AuditActor, id: number): Promise<void> {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const before = await articleForUpdate(tx, id)
    if (!before) throw notFound()
    await deleteArticle(tx, id)
    await recordAudit(
      tx,
      actor,
      { action: 'article.delete', targetType: 'article', targetId: id, before },
      now,
    )
  })
}
