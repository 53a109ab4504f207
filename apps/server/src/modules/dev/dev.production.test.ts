import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { emailCode } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { outbox } from '../../db/schema.ts'

// Production without mail (ALLOW_NO_MAIL) and without phone verification: the smallest that starts.
const h = useTestApp({ NODE_ENV: 'production', ALLOW_NO_MAIL: 'true', PHONE_VERIFICATION: 'off' })

describe('production', () => {
  it.each(['/dev/outbox', '/dev/outbox?to=a@example.com', '/dev/slider/REGISTER'])(
    'answers 404 for %s',
    async (url) => {
      const res = await call(h.app, {
        method: 'GET',
        url,
        headers: { uuid: randomUUID(), accept: 'text/html' },
      })
      expect(res.status).toBe(404)
      expect(res.body).toMatchObject({ success: false, code: 4004 })
    },
  )

  it('never writes the outbox: a code mailed without SMTP is dropped, neither it nor its text kept', async () => {
    const code = await emailCode(h, 'REGISTER', 'fan@example.com')
    expect(code).toMatch(/^\d{6}$/)
    expect(await h.db.select().from(outbox)).toEqual([])
  })
})
