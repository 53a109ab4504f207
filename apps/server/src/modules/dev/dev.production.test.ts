import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { call, useTestApp } from '../../../test/harness.ts'

const h = useTestApp({ NODE_ENV: 'production', ALLOW_NO_MAIL: 'true' })

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
})
