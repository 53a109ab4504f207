import { describe, expect, it, vi } from 'vitest'
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
    const row = await notify(h.app.ctx, h.db, memberId, 'SYSTEM', {
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

  it('marks every unread notice read at once, only the member’s own', async () => {
    const s = await createSignedIn(h)
    const other = await createSignedIn(h)
    await seedNotices(s.member.id, 3)
    await seedNotices(other.member.id, 2)
    const res = await call<{ read: number }>(h.app, {
      method: 'PUT',
      url: '/buyer/message/member/read-all',
      headers: s.headers,
    })
    expect([res.status, res.body.result.read]).toEqual([200, 3])
    const again = await call<{ read: number }>(h.app, {
      method: 'PUT',
      url: '/buyer/message/member/read-all',
      headers: s.headers,
    })
    expect(again.body.result.read).toBe(0)
    const theirs = await call<NoticePage>(h.app, {
      method: 'GET',
      url: '/buyer/message/member?status=UN_READ',
      headers: other.headers,
    })
    expect(theirs.body.result.unread).toBe(2)
    expect((await call(h.app, { method: 'PUT', url: '/buyer/message/member/read-all' })).status).toBe(401)
  })

  it('deletes several at once, or none when any is not the member’s', async () => {
    const s = await createSignedIn(h)
    const other = await createSignedIn(h)
    const mine = await seedNotices(s.member.id, 4)
    const [theirs] = await seedNotices(other.member.id, 1)
    const del = (ids: string, headers = s.headers) =>
      call<{ deleted: number }>(h.app, { method: 'DELETE', url: `/buyer/message/member?ids=${ids}`, headers })
    const total = async () =>
      (await call<NoticePage>(h.app, { method: 'GET', url: '/buyer/message/member', headers: s.headers }))
        .body.result.total

    // Another member's id among mine: refused like a missing one, and none of mine go.
    const mixed = await del(`${mine[0]},${theirs}`)
    const missing = await del(`${mine[0]},${(theirs ?? 0) + 1000}`)
    expect(mixed.status).toBe(404)
    expect([mixed.status, mixed.body.code, mixed.body.message]).toEqual([
      missing.status,
      missing.body.code,
      missing.body.message,
    ])
    expect(await total()).toBe(4)

    for (const bad of [
      '',
      'abc',
      '1,,2',
      '-1',
      '1.5',
      Array.from({ length: 101 }, (_, i) => i + 1).join(','),
    ]) {
      const res = await del(encodeURIComponent(bad))
      expect([bad.slice(0, 10), res.status]).toEqual([bad.slice(0, 10), 400])
    }
    expect(await total()).toBe(4)

    const ok = await del(`${mine[0]},${mine[1]},${mine[1]}`)
    expect([ok.status, ok.body.result.deleted]).toEqual([200, 2])
    expect(await total()).toBe(2)
    expect(
      (await call(h.app, { method: 'DELETE', url: `/buyer/message/member?ids=${mine[2]}` })).status,
    ).toBe(401)
  })

  it('tells the member’s sockets of a new notice once it is committed, never when rolled back', async () => {
    const s = await createSignedIn(h)
    const deliver = vi.spyOn(h.app.ctx.realtime, 'deliver')
    try {
      const payload = {
        title: localized('notice.medal.title'),
        content: localized('notice.medal.content', { medal: 'x' }),
      }
      await h.db.transaction(async (tx) => {
        await notify(h.app.ctx, tx, s.member.id, 'SYSTEM', payload)
        expect(deliver).not.toHaveBeenCalled()
      })
      expect(deliver).toHaveBeenCalledWith([{ memberId: s.member.id, json: '{"type":"notice"}' }])
      deliver.mockClear()
      await expect(
        h.db.transaction(async (tx) => {
          await notify(h.app.ctx, tx, s.member.id, 'SYSTEM', payload)
          throw new Error('rolled back')
        }),
      ).rejects.toThrow('rolled back')
      expect(deliver).not.toHaveBeenCalled()
      // Outside a transaction the notice is committed as it is written.
      await notify(h.app.ctx, h.db, s.member.id, 'SYSTEM', payload)
      expect(deliver).toHaveBeenCalledTimes(1)
    } finally {
      deliver.mockRestore()
    }
  })
})
