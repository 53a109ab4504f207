/**
 * The console's content (docs/admin.md, "Content and settings"): uploads, banners and articles.
 * Each change runs in one transaction with its audit row (before and after). The settings are in
 * content.settings.ts, hot word rules in content.hot-words.ts, categories in content.categories.ts.
 */
import { ErrorCode } from '@kaifong/contract'
import type { articleBody, bannerBody } from '@kaifong/contract/admin'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { lockKey } from '../../lib/locks.ts'
import { type AuditActor, recordAudit } from '../audit/index.ts'
import { checkUploadRate, type MediaRow, storeUpload } from '../media/index.ts'
import {
  type ArticleRow,
  allBanners,
  articleForUpdate,
  type BannerRow,
  bannerForUpdate,
  deleteArticle,
  deleteBanner,
  findAdminArticle,
  insertArticle,
  insertBanner,
  mediaHasPath,
  pageAdminArticles,
  pageKeyTaken,
  updateArticle,
  updateBanner,
} from './content.repo.ts'

type BannerBody = z.output<typeof bannerBody>
type ArticleBody = z.output<typeof articleBody>

const mediaUnknown = () => new AppError(400, ErrorCode.CONTENT_MEDIA_UNKNOWN, 'content.media.unknown')

/**
 * Every non-empty path must be an upload's display or thumbnail picture: the media id is the file
 * name (media.storage.ts: <id>.webp, <id>-thumb.webp), so each is one primary-key read.
 */
export async function checkMediaPaths(db: DbOrTx, paths: string[]): Promise<void> {
  for (const path of paths) {
    if (path === '') continue
    const file = path.slice(path.lastIndexOf('/') + 1)
    const id = file.replace(/(-thumb)?\.webp$/, '')
    if (id === file || !(await mediaHasPath(db, id, path))) throw mediaUnknown()
  }
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
