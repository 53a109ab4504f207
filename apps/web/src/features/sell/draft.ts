/**
 * The wizard's draft in localStorage, so a closed tab, a reload or a trip to earn coins keeps what
 * was typed (docs/product/screens.md, "Sell"). One draft per member and listing (the key holds
 * the member's id: another member signed in on the same browser never sees it), removed once the
 * listing is published or saved, or when the seller discards it. The form's values are stored
 * whole, whatever fields the form has; photos as their uploaded ids, dropped after 24 hours (unused
 * uploads may be gone by then), and a draft untouched for 30 days is dropped.
 */
import { type UploadedImage, uploadedImage } from '@kaifong/contract'
import { newIdempotencyKey } from '../../lib/idempotency.ts'
import { storage } from '../../lib/storage.ts'
import { emptyValues, type SellValues } from './form.ts'

const IMAGES_TTL_MS = 24 * 60 * 60 * 1000
const DRAFT_TTL_MS = 30 * 24 * 60 * 60 * 1000

export interface Draft {
  savedAt: number
  values: SellValues
  photos: UploadedImage[]
  /** One per wizard session: a repeated publish cannot charge twice. */
  idempotencyKey: string
  /** Edit mode: the listing's updateTime the draft started from. */
  base: string | null
}

export const draftKey = (memberId: string, goodsId: string | null) =>
  `sell-draft:${memberId}:${goodsId ?? 'new'}`

export function loadDraft(key: string, now = Date.now()): Draft | null {
  const raw = storage.get(key)
  if (!raw) return null
  try {
    const d = JSON.parse(raw) as Partial<Draft>
    if (typeof d.savedAt !== 'number' || typeof d.values !== 'object' || d.values === null) return null
    if (now - d.savedAt >= DRAFT_TTL_MS) {
      storage.remove(key)
      return null
    }
    const fresh = now - d.savedAt < IMAGES_TTL_MS
    const photos = fresh
      ? (d.photos ?? []).flatMap((p) => {
          const parsed = uploadedImage.safeParse(p)
          return parsed.success ? [parsed.data] : []
        })
      : []
    const values = { ...emptyValues(), ...d.values }
    values.images = photos.map((p) => p.id)
    return {
      savedAt: d.savedAt,
      values,
      photos,
      idempotencyKey: typeof d.idempotencyKey === 'string' ? d.idempotencyKey : newIdempotencyKey(),
      base: typeof d.base === 'string' ? d.base : null,
    }
  } catch {
    return null
  }
}

/**
 * Whether the draft holds anything the seller gave: the wizard's starting values alone (a page
 * opened and left) are not worth offering back.
 */
export function draftHasContent(draft: Pick<Draft, 'values' | 'photos'>): boolean {
  if (draft.photos.length > 0) return true
  const empty: Record<string, unknown> = { ...emptyValues() }
  return Object.entries(draft.values).some(
    ([field, value]) => field !== 'images' && JSON.stringify(value) !== JSON.stringify(empty[field]),
  )
}

/** Stored with the time; a draft with nothing in it is not kept (nor one the member discarded). */
export function saveDraft(key: string, draft: Draft): void {
  if (draftHasContent(draft)) storage.set(key, JSON.stringify(draft))
  else storage.remove(key)
}

export function clearDraft(key: string): void {
  storage.remove(key)
}
