/**
 * Chat photos (docs/product/chat.md#messages): checked and re-encoded like listing photos (media
 * module), but kept in DATA_DIR/chat-media, outside the public /media/ folder, and served only
 * through addresses signed for one talk that expire. An <img> cannot send the session's token, so
 * the address itself is the permission; it is given only to the talk's two members.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ChatPhoto } from '@kaifong/contract'
import type { MessagePhoto } from '../../db/schema.ts'
import type { AppContext } from '../../lib/context.ts'
import { hkDay } from '../../lib/hk-time.ts'
import { prepareImage } from '../media/index.ts'

/**
 * A signed address lives 10 to 20 minutes: whoever has it (a forwarded link, a shared screenshot
 * of the page's source) sees the photo without a session only that long. It changes only every 10
 * minutes, so browsers can cache the photo meanwhile; every history and catch-up read presents
 * fresh ones, and the web app reads the talk again when a photo's address has lapsed.
 */
const SIGN_STEP_S = 10 * 60
/** How long a browser keeps a photo: one step, never past its address's life. */
export const PHOTO_CACHE_S = SIGN_STEP_S

/** yyyy/mm/<uuid>.webp or <uuid>-thumb.webp: the only names the photo route serves. */
export const CHAT_FILE =
  /^\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb)?\.webp$/

export const chatMediaDir = (dataDir: string) => path.join(dataDir, 'chat-media')

/** Checks, re-encodes and stores a photo (an upload of `memberId`); the message keeps these relative names. */
export async function storeChatPhoto(
  ctx: AppContext,
  memberId: number,
  bytes: Buffer,
): Promise<MessagePhoto & { paths: string[] }> {
  const { display, thumb } = await prepareImage(ctx, memberId, bytes)
  const [year = '0000', month = '00'] = hkDay(ctx.clock.now()).split('-')
  const rel = `${year}/${month}`
  const dir = path.join(chatMediaDir(ctx.config.DATA_DIR), rel)
  await mkdir(dir, { recursive: true })
  const id = randomUUID()
  const names = [`${rel}/${id}.webp`, `${rel}/${id}-thumb.webp`] as const
  const paths = names.map((n) => path.join(chatMediaDir(ctx.config.DATA_DIR), n))
  try {
    await Promise.all([
      writeFile(paths[0] ?? '', display.data, { flag: 'wx' }),
      writeFile(paths[1] ?? '', thumb.data, { flag: 'wx' }),
    ])
  } catch (err) {
    await removeChatFiles(paths)
    throw err
  }
  return { url: names[0], thumbnail: names[1], width: display.width, height: display.height, paths }
}

export async function removeChatFiles(paths: string[]): Promise<void> {
  await Promise.all(paths.map((p) => rm(p, { force: true })))
}

function signature(key: Uint8Array, file: string, talkId: number, exp: number): Buffer {
  return createHmac('sha256', key).update(`chat-photo\n${file}\n${talkId}\n${exp}`).digest()
}

function signedUrl(ctx: AppContext, file: string, talkId: number): string {
  const nowS = Math.floor(ctx.clock.now().getTime() / 1000)
  const exp = (Math.floor(nowS / SIGN_STEP_S) + 2) * SIGN_STEP_S
  const sig = signature(ctx.jwtKey, file, talkId, exp).toString('base64url')
  return `/im/media/${file}?talk=${talkId}&exp=${exp}&sig=${sig}`
}

/** The photo of a message as the talk's members get it: signed addresses of both files. */
export function presentPhoto(ctx: AppContext, talkId: number, photo: MessagePhoto): ChatPhoto {
  return {
    url: signedUrl(ctx, photo.url, talkId),
    thumbnail: signedUrl(ctx, photo.thumbnail, talkId),
    width: photo.width,
    height: photo.height,
  }
}

/** Whether an address's signature is ours and still valid. */
export function verifyPhotoUrl(
  ctx: AppContext,
  q: { file: string; talk: string; exp: string; sig: string },
): boolean {
  if (!CHAT_FILE.test(q.file) || !/^\d{1,18}$/.test(q.talk) || !/^\d{1,12}$/.test(q.exp)) return false
  const exp = Number(q.exp)
  if (exp * 1000 <= ctx.clock.now().getTime()) return false
  const expected = signature(ctx.jwtKey, q.file, Number(q.talk), exp)
  const given = Buffer.from(q.sig, 'base64url')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
