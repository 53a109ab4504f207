import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { bilevelPng, filesUnder, multipart, solid } from '../../../test/media.ts'
import { members } from '../../db/schema.ts'

const h = useTestApp()
const URL_ = '/buyer/passport/member/editOwn'

interface Me {
  id: string
  nickName: string
  face: string
  bio: string
  district: string | null
}
type Headers = Record<string, string>

const edit = (headers: Headers, payload: InjectOptions['payload'], language = 'en') =>
  call<Me>(h.app, { method: 'PUT', url: URL_, headers: { ...headers, language }, payload })
const me = (headers: Headers) => call<Me>(h.app, { method: 'GET', url: '/buyer/passport/member', headers })
const publicCard = (id: number | string) =>
  call<Me>(h.app, { method: 'GET', url: `/buyer/goods/goods/seller/${id}` })

async function upload(headers: Headers, bytes: Buffer) {
  const body = await multipart([{ bytes, filename: 'me.png', type: 'image/png' }])
  return call<{ id: string; url: string }>(h.app, {
    method: 'POST',
    url: '/common/common/upload/file',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  })
}
async function uploadSolid(headers: Headers, width: number, height: number, colour = '#3a7') {
  const res = await upload(headers, await solid(width, height, colour).png().toBuffer())
  expect(res.status).toBe(200)
  return res.body.result
}

const avatarsDir = () => path.join(h.config.DATA_DIR, 'media', 'avatars')
const avatarFiles = () => filesUnder(avatarsDir())
const diskPath = (url: string) => path.join(h.config.DATA_DIR, url)
const rowOf = async (id: number) => {
  const [row] = await h.db.select().from(members).where(eq(members.id, id))
  return row
}

describe('editing one’s own profile', () => {
  it('saves nickname, self-introduction and district, trimmed; the public page shows them', async () => {
    const s = await createSignedIn(h)
    const res = await edit(s.headers, {
      nickName: '  陳大文 Mary  ',
      bio: '  Hello街坊!\r\nSecond line\n  ',
      district: 'SHA_TIN',
    })
    expect([res.status, res.body.message]).toEqual([200, 'Profile updated'])
    expect(res.body.result).toMatchObject({
      nickName: '陳大文 Mary',
      bio: 'Hello街坊!\nSecond line',
      district: 'SHA_TIN',
      face: '',
    })
    expect((await me(s.headers)).body.result).toMatchObject({
      nickName: '陳大文 Mary',
      bio: 'Hello街坊!\nSecond line',
      district: 'SHA_TIN',
    })
    expect((await publicCard(s.member.id)).body.result).toMatchObject({
      id: String(s.member.id),
      nickName: '陳大文 Mary',
      face: '',
      bio: 'Hello街坊!\nSecond line',
      district: 'SHA_TIN',
    })
  })

  it('keeps what is left out, clears a district with "" or null and a bio with ""', async () => {
    const s = await createSignedIn(h)
    await edit(s.headers, { nickName: 'First', bio: 'About me', district: 'ISLANDS' })
    const kept = await edit(s.headers, { nickName: 'Second' })
    expect(kept.body.result).toMatchObject({ nickName: 'Second', bio: 'About me', district: 'ISLANDS' })
    const cleared = await edit(s.headers, { nickName: 'Second', district: '', bio: '' })
    expect(cleared.body.result).toMatchObject({ bio: '', district: null })
    await edit(s.headers, { nickName: 'Second', district: 'TAI_PO' })
    expect((await edit(s.headers, { nickName: 'Second', district: null })).body.result.district).toBeNull()
  })

  it('refuses each bad field with a 4xx and writes nothing', async () => {
    const s = await createSignedIn(h)
    await edit(s.headers, { nickName: 'Keep me', bio: 'Old bio', district: 'WAN_CHAI' })
    const before = await rowOf(s.member.id)
    const cases: [InjectOptions['payload'], number, string][] = [
      [{ nickName: '' }, 400, 'Please enter a nickname'],
      [{ nickName: '   \n ' }, 400, 'Please enter a nickname'],
      [{ bio: 'no name' }, 400, 'Please enter a nickname'],
      [{ nickName: 'x'.repeat(21) }, 400, 'Nickname must be at most 20 characters'],
      [{ nickName: 'Mary\u0000' }, 400, 'Must not contain control characters'],
      [{ nickName: 'Mary\u001b[31m' }, 400, 'Must not contain control characters'],
      [{ nickName: 'Mary\u0085' }, 400, 'Must not contain control characters'],
      [{ nickName: 42 }, 400, ''],
      [{ nickName: 'Ok', bio: 'b'.repeat(201) }, 400, 'About me must be at most 200 characters'],
      [{ nickName: 'Ok', bio: 'bell\u0007' }, 400, 'Must not contain control characters'],
      [{ nickName: 'Ok', bio: ['a'] }, 400, ''],
      [{ nickName: 'Ok', district: 'MONG_KOK' }, 400, "Please choose one of Hong Kong's 18 districts"],
      [{ nickName: 'Ok', district: 3 }, 400, "Please choose one of Hong Kong's 18 districts"],
      [{ nickName: 'Ok', face: 'f'.repeat(201) }, 400, ''],
      [{ nickName: 'Ok', face: 7 }, 400, ''],
      ['just text', 400, ''],
      [{ nickName: 'n'.repeat(1_100_000) }, 413, 'The upload is too large'],
      [{ nickName: 'Ok', bio: 'b'.repeat(1_100_000) }, 413, ''],
    ]
    for (const [payload, status, words] of cases) {
      const res = await edit(s.headers, payload)
      expect([res.status, JSON.stringify(payload).slice(0, 60)]).toEqual([
        status,
        JSON.stringify(payload).slice(0, 60),
      ])
      expect(res.body.success).toBe(false)
      if (words) expect(JSON.stringify(res.body)).toContain(words)
    }
    expect(await rowOf(s.member.id)).toEqual(before)
  })

  it('says the same refusal in each language', async () => {
    const s = await createSignedIn(h)
    const texts = await Promise.all(
      ['zh-Hant', 'zh-Hans', 'en'].map(async (lang) => (await edit(s.headers, { nickName: ' ' }, lang)).body),
    )
    expect(texts.map((b) => [b.code, b.message])).toEqual([
      [4002, '請輸入暱稱'],
      [4002, '请输入昵称'],
      [4002, 'Please enter a nickname'],
    ])
  })

  it('asks a visitor to log in before looking at the body', async () => {
    const res = await call(h.app, { method: 'PUT', url: URL_, payload: { nickName: '' } })
    expect([res.status, res.body.code]).toEqual([401, 20003])
  })

  it('does not change the username or email, whatever the body says', async () => {
    const s = await createSignedIn(h)
    const res = await edit(s.headers, { nickName: 'Ok', username: 'hacker', email: 'x@example.com' })
    expect(res.status).toBe(200)
    const row = await rowOf(s.member.id)
    expect([row?.username, row?.email]).toEqual([s.member.username, s.member.email])
  })
})

describe('the avatar', () => {
  it('is a 256 × 256 square cut from the member’s own upload, shown in their info and public page', async () => {
    const s = await createSignedIn(h)
    const wide = await uploadSolid(s.headers, 900, 300)
    const res = await edit(s.headers, { nickName: 'Mary', face: wide.id })
    expect(res.status).toBe(200)
    const face = res.body.result.face
    expect(face).toMatch(/^\/media\/avatars\/\d{4}\/\d{2}\/[\w-]+\.webp$/)
    const meta = await sharp(diskPath(face)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256])
    expect((await me(s.headers)).body.result.face).toBe(face)
    expect((await publicCard(s.member.id)).body.result.face).toBe(face)
  })

  it('takes the upload by its url too, and the tallest shape the upload allows (1:10)', async () => {
    const s = await createSignedIn(h)
    const tall = await uploadSolid(s.headers, 100, 1000)
    const res = await edit(s.headers, { nickName: 'Mary', face: tall.url })
    expect(res.status).toBe(200)
    const meta = await sharp(diskPath(res.body.result.face)).metadata()
    expect([meta.width, meta.height]).toEqual([256, 256])
  })

  it('cannot come from a 1 × 4000 strip: the upload refuses its shape first', async () => {
    const s = await createSignedIn(h)
    const res = await upload(s.headers, bilevelPng(1, 4000))
    expect([res.status, res.body.code]).toEqual([400, 10015])
  })

  it('refuses another member’s upload exactly like a made-up or missing one; nothing is written', async () => {
    const s = await createSignedIn(h)
    const other = await createSignedIn(h)
    const theirs = await uploadSolid(other.headers, 400, 400)
    const before = await rowOf(s.member.id)
    const files = avatarFiles()
    const answers = []
    for (const face of [
      theirs.id,
      theirs.url,
      'made-up',
      '/media/goods/2026/11/nope.webp',
      '../../etc/passwd',
    ]) {
      const res = await edit(s.headers, { nickName: 'Changed', face }, 'zh-Hant')
      answers.push([res.status, res.body.code, res.body.message])
    }
    expect(answers).toEqual(Array(5).fill([400, 10014, '相片已失效，請重新上載']))
    expect(await rowOf(s.member.id)).toEqual(before)
    expect(avatarFiles()).toEqual(files)
  })

  it('replaced or removed, its old file goes; the current url keeps it', async () => {
    const s = await createSignedIn(h)
    const [a, b] = [await uploadSolid(s.headers, 300, 300), await uploadSolid(s.headers, 300, 300, '#a37')]
    const first = (await edit(s.headers, { nickName: 'Mary', face: a.id })).body.result.face
    const kept = await edit(s.headers, { nickName: 'Mary B', face: first })
    expect(kept.body.result.face).toBe(first)
    const second = (await edit(s.headers, { nickName: 'Mary', face: b.id })).body.result.face
    expect(second).not.toBe(first)
    const names = avatarFiles()
    expect(names).toContain(path.relative(avatarsDir(), diskPath(second)))
    expect(names).not.toContain(path.relative(avatarsDir(), diskPath(first)))
    const removed = await edit(s.headers, { nickName: 'Mary', face: '' })
    expect(removed.body.result.face).toBe('')
    expect(avatarFiles()).not.toContain(path.relative(avatarsDir(), diskPath(second)))
  })

  it('holds under 60 edits at once: one face wins, its file exists, every other new file is gone', async () => {
    const s = await createSignedIn(h)
    const uploads = [
      await uploadSolid(s.headers, 320, 240),
      await uploadSolid(s.headers, 240, 320, '#a37'),
      await uploadSolid(s.headers, 500, 500, '#37a'),
    ]
    const files = avatarFiles()
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        edit(s.headers, {
          nickName: `Name ${i}`,
          // Every third keeps the face as it is: those need no image work.
          face: i % 3 === 0 ? undefined : uploads[i % uploads.length]?.id,
        }),
      ),
    )
    // A full decode queue answers 429 at once (docs/errors.md, 1003); nothing else may fail.
    const statuses = new Set(answers.map((a) => a.status))
    expect([...statuses].every((x) => x === 200 || x === 429)).toBe(true)
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(20)
    const row = await rowOf(s.member.id)
    expect(row?.nickName).toMatch(/^Name \d+$/)
    const added = avatarFiles().filter((f) => !files.includes(f))
    expect(added).toEqual([path.relative(avatarsDir(), diskPath(row?.face ?? ''))])
    const meta = await sharp(diskPath(row?.face ?? '')).metadata()
    expect([meta.width, meta.height]).toEqual([256, 256])
  })
})
