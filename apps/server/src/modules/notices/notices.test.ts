import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { localized } from '../../lib/messages.ts'
import { notify } from './notices.service.ts'

const h = useTestApp()
type NoticePage = {
  records: { id: string; status: string; title: string; content: string }[]
  total: number
  unread: number
}

async function seedNotices(memberId: number, n: number) {
  const ids: number[] = []
  for (let i = 0; i < n; i++) {
    const row = await notify(h.db, memberId, 'SYSTEM', {
      title: localized('notice.medal.title'),
      content: localized('notice.medal.content', { medal: `#${i}` }),
    })
    ids.push(row.id)
  }
  return ids
}

describe('notices', () => {
  it('pages unread and read notices in the request language', async () => {
    const s = await createSignedIn(h)
    await seedNotices(s.member.id, 12)
    const res = await call<NoticePage>(h.app, {
      method: 'GET',
      url: '/buyer/message/member?status=UN_READ&pageSize=10&pageNumber=1',
      headers: { ...s.headers, language: 'en' },
    })
    expect(res.body.result.total).toBe(12)
    expect(res.body.result.unread).toBe(12)
    expect(res.body.result.records).toHaveLength(10)
    expect(res.body.result.records[0]?.title).toBe('New medal')
  })

  it('opening marks read and moves it out of the unread list', async () => {
    const s = await createSignedIn(h)
    const [id] = await seedNotices(s.member.id, 2)
    const read = await call<{ status: string }>(h.app, {
      method: 'PUT',
      url: `/buyer/message/member/${id}`,
      headers: s.headers,
    })
    expect(read.body.result.status).toBe('ALREADY_READ')
    const unread = await call<NoticePage>(h.app, {
      method: 'GET',
      url: '/buyer/message/member?status=UN_READ',
      headers: s.headers,
    })
    expect(unread.body.result.total).toBe(1)
    const done = await call<NoticePage>(h.app, {
      method: 'GET',
      url: '/buyer/message/member?status=ALREADY_READ',
      headers: s.headers,
    })
    expect(done.body.result.records.map((r) => r.id)).toEqual([String(id)])
  })

  it('deletes', async () => {
    const s = await createSignedIn(h)
    const [id] = await seedNotices(s.member.id, 1)
    expect(
      (await call(h.app, { method: 'DELETE', url: `/buyer/message/member/${id}`, headers: s.headers }))
        .status,
    ).toBe(200)
    const all = await call<NoticePage>(h.app, {
      method: 'GET',
      url: '/buyer/message/member',
      headers: s.headers,
    })
    expect(all.body.result.total).toBe(0)
  })

  it('answers another member’s notice exactly like a missing one; nothing changes', async () => {
    const owner = await createSignedIn(h)
    const other = await createSignedIn(h)
    const [id] = await seedNotices(owner.member.id, 1)
    const missing = (id ?? 0) + 1000
    const answer = async (method: 'PUT' | 'DELETE', noticeId: number | undefined, language: string) => {
      const res = await call(h.app, {
        method,
        url: `/buyer/message/member/${noticeId}`,
        headers: { ...other.headers, language },
      })
      return [res.status, res.body.code, res.body.message]
    }
    for (const method of ['PUT', 'DELETE'] as const) {
      for (const language of ['zh-Hant', 'en']) {
        const theirs = await answer(method, id, language)
        expect(theirs[0]).toBe(404)
        expect(theirs).toEqual(await answer(method, missing, language))
      }
    }
    // Asking for another member's list is refused whether or not that member exists.
    const list = await call(h.app, {
      method: 'GET',
      url: `/buyer/message/member?memberId=${owner.member.id}`,
      headers: other.headers,
    })
    expect(list.status).toBe(403)
    const nobody = await call(h.app, {
      method: 'GET',
      url: '/buyer/message/member?memberId=987654321',
      headers: other.headers,
    })
    expect([nobody.status, nobody.body.code, nobody.body.message]).toEqual([
      list.status,
      list.body.code,
      list.body.message,
    ])
    const mine = await call<NoticePage>(h.app, {
      method: 'GET',
      url: '/buyer/message/member',
      headers: owner.headers,
    })
    expect(mine.body.result.records[0]?.status).toBe('UN_READ')
  })

  it('answers 404 for a missing notice, 400 for a bad id and 401 without a session', async () => {
    const s = await createSignedIn(h)
    expect(
      (await call(h.app, { method: 'PUT', url: '/buyer/message/member/999', headers: s.headers })).status,
    ).toBe(404)
    expect(
      (await call(h.app, { method: 'PUT', url: '/buyer/message/member/abc', headers: s.headers })).status,
    ).toBe(400)
    expect((await call(h.app, { method: 'GET', url: '/buyer/message/member' })).status).toBe(401)
  })
})
