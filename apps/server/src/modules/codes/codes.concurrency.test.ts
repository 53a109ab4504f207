import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { passSlider } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'

// Real parallelism needs PostgreSQL (npm run test:pg); on PGlite the same calls run one by one.
const h = useTestApp()

const ask = (email: string, uuid: string) =>
  call(h.app, {
    method: 'GET',
    url: `/common/common/email/REGISTER/${encodeURIComponent(email)}`,
    headers: { uuid },
  })

describe('email codes under concurrency', () => {
  it('25 parallel requests to one address, each with its own slider pass, send one code', async () => {
    const uuids = Array.from({ length: 25 }, () => randomUUID())
    for (const uuid of uuids) await passSlider(h, uuid, 'REGISTER')
    const answers = await Promise.all(uuids.map((uuid) => ask('race@example.com', uuid)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.code).toBe(80213)
    expect(h.mailer.sent.filter((m) => m.to === 'race@example.com')).toHaveLength(1)
  }, 120_000)

  it('40 parallel requests from one IP to 40 addresses stop at the daily cap of 30', async () => {
    const uuids = Array.from({ length: 40 }, () => randomUUID())
    for (const uuid of uuids) await passSlider(h, uuid, 'REGISTER')
    const answers = await Promise.all(uuids.map((uuid, i) => ask(`ip${i}@example.com`, uuid)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(30)
    expect(h.mailer.sent).toHaveLength(30)
  }, 120_000)
})
