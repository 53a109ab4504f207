/**
 * What the members, notices, coins and content pages of the console share (docs/admin.md):
 * their query keys (all under `admin`, dropped at sign-out), texts in three languages, Hong Kong
 * times for scheduling, server field errors, list reordering, the category tree's allowed moves
 * and image uploads through POST /admin/api/media.
 */
import { LANGUAGES, type Language } from '@kaifong/contract'
import { isExpiring } from '../../../lib/jwt.ts'
import { postForm } from '../../../lib/upload.ts'
import { ADMIN_API, ApiError, adminApi, adminTokens } from './admin-api.ts'
import {
  type AdminCategory,
  type AdminMedia,
  COIN_ADJUST_MAX,
  type HotWordRule,
  type Localized,
} from './content-types.ts'

export const contentKeys = {
  members: (q: string, page: number) => ['admin', 'members', 'list', q, page] as const,
  membersAll: ['admin', 'members'] as const,
  member: (id: string) => ['admin', 'members', 'detail', id] as const,
  ledger: (id: string, page: number) => ['admin', 'members', 'ledger', id, page] as const,
  ledgerAll: (id: string) => ['admin', 'members', 'ledger', id] as const,
  notices: (page: number) => ['admin', 'notices', page] as const,
  noticesAll: ['admin', 'notices'] as const,
  settings: (section: 'site' | 'coins' | 'moderation' | 'home') => ['admin', 'settings', section] as const,
  banners: ['admin', 'banners'] as const,
  hotWords: ['admin', 'hot-words'] as const,
  categories: ['admin', 'categories'] as const,
  articles: ['admin', 'articles'] as const,
  article: (id: string) => ['admin', 'articles', 'detail', id] as const,
}

export const LANGS: readonly Language[] = LANGUAGES

export const emptyLocalized = (): Localized => ({ 'zh-Hant': '', 'zh-Hans': '', en: '' })

/** The languages whose text is empty (every language is required in the console's forms). */
export const missingLanguages = (text: Localized): Language[] => LANGS.filter((lang) => !text[lang]?.trim())

/** A localized text in the operator's language, or the first language that has one. */
export function inLanguage(text: Localized | null | undefined, lang: Language): string {
  if (!text) return ''
  return text[lang] || LANGS.map((l) => text[l]).find(Boolean) || ''
}

/** Hong Kong keeps UTC+8 all year (no daylight saving). */
const HK_OFFSET_MS = 8 * 60 * 60 * 1000

/** A `datetime-local` value ("2025-03-01T14:05"), read as Hong Kong time, as ISO 8601; null if malformed. */
export function hkLocalToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!match) return null
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  const utc = Date.UTC(y, mo - 1, d, h, mi) - HK_OFFSET_MS
  const date = new Date(utc)
  // 2025-02-30 rolls over into March: refuse it rather than schedule another day.
  if (new Date(utc + HK_OFFSET_MS).getUTCDate() !== d) return null
  return date.toISOString()
}

/** A moment as a `datetime-local` value in Hong Kong time. */
export function isoToHkLocal(time: Date | string): string {
  const hk = new Date(new Date(time).getTime() + HK_OFFSET_MS)
  return hk.toISOString().slice(0, 16)
}

/** The server's message for a field (`title.en`, `memberId`), if it named one. */
export function fieldError(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError)) return null
  return error.fields.find((f) => f.field === field)?.message ?? null
}

/** The server's message when none of `fields` carries it (for the form-level alert). */
export function formError(error: unknown, fields: readonly string[] = []): string | null {
  if (!error) return null
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error)
  if (error.fields.length && error.fields.every((f) => fields.includes(f.field))) return null
  return error.message
}

/** `list` with the item at `from` moved one step `by` (-1 up, +1 down); the same list at an end. */
export function moveItem<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list]
  const next = [...list]
  const [item] = next.splice(from, 1)
  if (item !== undefined) next.splice(to, 0, item)
  return next
}

/** Every node of the tree, depth first, in its sort order. */
export function flattenTree(nodes: readonly AdminCategory[]): AdminCategory[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children ?? [])])
}

/** How many levels lie under `node` (0 for a leaf). */
export function depthBelow(node: AdminCategory): number {
  return Math.max(0, ...(node.children ?? []).map((child) => depthBelow(child) + 1))
}

export const MAX_CATEGORY_LEVEL = 3
export const ROOT_CATEGORY = '0'

/**
 * Where `node` may move (docs/admin.md, "Categories": the tree stays at three levels and a node
 * never goes under itself): the top (ROOT_CATEGORY) or a node that is not the node, not under it,
 * and deep enough to hold the node's subtree; never its present parent.
 */
export function allowedParents(
  tree: readonly AdminCategory[],
  node: AdminCategory,
): (AdminCategory | null)[] {
  const below = depthBelow(node)
  const own = new Set(flattenTree([node]).map((n) => n.id))
  const fits = (level: number) => level + 1 + below <= MAX_CATEGORY_LEVEL
  const parents = flattenTree(tree).filter((p) => !own.has(p.id) && fits(p.level) && p.id !== node.parentId)
  return [...(node.parentId !== ROOT_CATEGORY ? [null] : []), ...parents]
}

/** A 10 MB picture on a slow uplink needs far longer than the API's timeout. */
const UPLOAD_TIMEOUT_MS = 180_000

/** Uploads one picture (POST /admin/api/media, multipart `file`) with the operator's session. */
export async function uploadAdminMedia(
  file: File,
  onProgress: (fraction: number) => void = () => {},
): Promise<AdminMedia> {
  const token = adminTokens()?.accessToken ?? null
  // An expiring token is rotated by an ordinary request first (admin-api.ts refreshes it).
  if (token && isExpiring(token)) await adminApi('/passport/me')
  const form = new FormData()
  form.append('file', file, file.name)
  return postForm<AdminMedia>(`${ADMIN_API}/media`, form, {
    token: adminTokens()?.accessToken ?? null,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    onProgress,
  })
}

/**
 * Each language's error for a localized field: `required` where the operator left it empty (once
 * they tried to save), otherwise the server's message for `<field>.<lang>` (or for the whole field,
 * shown under the first language).
 */
export function localizedErrors(
  error: unknown,
  field: string,
  missing: readonly Language[],
  required: string,
): Record<Language, string | null> {
  const whole = fieldError(error, field)
  const entries = LANGS.map((lang, i) => [
    lang,
    missing.includes(lang) ? required : (fieldError(error, `${field}.${lang}`) ?? (i === 0 ? whole : null)),
  ])
  return Object.fromEntries(entries) as Record<Language, string | null>
}

/** The amount to send, or the key of what is wrong with the input. */
export function parseAdjustment(direction: 'add' | 'deduct', raw: string): number | { problem: string } {
  const text = raw.trim()
  if (!text) return { problem: 'adminContent.coins.amountRequired' }
  if (!/^\d+$/.test(text)) return { problem: 'adminContent.coins.amountWhole' }
  const n = Number(text)
  if (n === 0) return { problem: 'adminContent.coins.amountZero' }
  if (n > COIN_ADJUST_MAX) return { problem: 'adminContent.coins.amountTooLarge' }
  return direction === 'add' ? n : -n
}

/** A hot word rule to set (PUT /admin/api/hot-words/:word). */
export interface RuleChange {
  word: string
  action: HotWordRule['action']
  sortOrder: number
}

/** Pinned rules in their order (sort order, then word). */
export function pinnedInOrder(rules: readonly HotWordRule[]): HotWordRule[] {
  return rules
    .filter((r) => r.action === 'PIN')
    .sort((a, b) => a.sortOrder - b.sortOrder || a.word.localeCompare(b.word))
}

/** The rule changes that put the pinned words in `order`, numbered 0, 1, 2 … (only those that change). */
export function reorderChanges(order: readonly HotWordRule[]): RuleChange[] {
  return order.flatMap((rule, i) =>
    rule.sortOrder === i ? [] : [{ word: rule.word, action: 'PIN', sortOrder: i }],
  )
}
