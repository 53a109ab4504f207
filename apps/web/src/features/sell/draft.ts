/**
 * The wizard's draft in sessionStorage, so a refresh (or a trip to earn coins) keeps what was
 * typed. Uploaded photo ids are dropped after 24 hours: unused uploads may be gone by then.
 */
import { type UploadedImage, uploadedImage } from '@kaifong/contract'
import { newIdempotencyKey } from '../../lib/idempotency.ts'
import { emptyValues, type SellValues } from './form.ts'

const IMAGES_TTL_MS = 24 * 60 * 60 * 1000

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
  let raw: string | null = null
  try {
    raw = sessionStorage.getItem(key)
  } catch {
    return null
  }
  if (!raw) return null
  try {
    const d = JSON.parse(raw) as Partial<Draft>
    if (typeof d.savedAt !== 'number' || typeof d.values !== 'object' || d.values === null) return null
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

export function saveDraft(key: string, draft: Draft): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(draft))
  } catch {
    // Storage full or disabled: the draft lives for this page only.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key)
  } catch {
    // ignore
  }
}
