/**
 * The time limit on image work (docs/decisions.md, Images): past it the worker process is killed,
 * the upload refused with 10016 and nothing stored. This file lowers the limit to 150 ms
 * (IMAGE_TIME_LIMIT_MS), below what a deep AVIF inside its budget takes to decode.
 */
import { IMAGE_PIXEL_BUDGET } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { useTestApp } from '../../../test/harness.ts'
import { filesUnder, photoLike, solid, uploadImage } from '../../../test/media.ts'
import { media } from '../../db/schema.ts'
import { imagePool } from './media.image.ts'
import { UPLOAD_WINDOW_MS } from './media.service.ts'

const h = useTestApp({ IMAGE_TIME_LIMIT_MS: '150' })

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('image time limit', () => {
  it('kills the worker of a decode that runs past the limit and refuses the upload with 10016, storing nothing', async () => {
    const s = await createSignedIn(h)
    // 12-bit 4:4:4 AVIF, photo-like, just inside its budget: about half a second of decoding.
    const slow = await (await photoLike(1_632, 1_224))
      .avif({ quality: 60, effort: 0, bitdepth: 12, chromaSubsampling: '4:4:4' })
      .toBuffer()
    expect(1_632 * 1_224).toBeLessThanOrEqual(IMAGE_PIXEL_BUDGET.avifDeep)
    await imagePool.warm()
    const workers = imagePool.pids
    const before = filesUnder(h.config.DATA_DIR)
    const messages = {
      en: 'This photo took too long to process: save it as an ordinary JPEG, or smaller, and upload it again',
      'zh-Hant': '處理此相片的時間太長，請另存為一般 JPEG 或縮細後再上載',
      'zh-Hans': '处理此照片的时间太长，请另存为普通 JPEG 或缩小后再上传',
    }
    for (const [language, message] of Object.entries(messages)) {
      const res = await uploadImage(h.app, { ...s.headers, language }, slow)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ success: false, code: 10016, message })
    }
    expect(await h.db.select().from(media).where(eq(media.ownerId, s.member.id))).toEqual([])
    expect(filesUnder(h.config.DATA_DIR)).toEqual(before)
    // Killed, not left to finish: the processes that had it are gone, and new ones took their place.
    await expect.poll(() => workers.filter(alive)).toEqual([])
    // Refused attempts count like any other.
    const count = await h.app.ctx.limits.count(
      `upload:${s.member.id}`,
      UPLOAD_WINDOW_MS,
      h.clock.now().getTime(),
    )
    expect(count).toBe(3)
    // The pool goes on: with time enough, the same image renders.
    const outcome = await imagePool.render(slow, IMAGE_PIXEL_BUDGET.avifDeep, 60_000)
    expect(outcome.ok).toBe(true)
    const small = await imagePool.render(await solid(50, 50).png().toBuffer(), IMAGE_PIXEL_BUDGET.png, 60_000)
    expect(small.ok).toBe(true)
  }, 120_000)
})
