/**
 * Codes at rest (docs/decisions.md, "Codes and captcha"): stored as an HMAC under a server key kept
 * in the settings, never as a plain hash a copy of the codes table could be searched for in 10^6 tries.
 */
import { createHash, createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emailCode } from '../../../test/factories.ts'
import { useTestApp } from '../../../test/harness.ts'
import { settings, verificationCodes } from '../../db/schema.ts'
import { loadCodeKey } from '../../lib/secrets.ts'
import { verifyCode } from './codes.service.ts'

const h = useTestApp()
const input = (code: string) => `a@example.com|REGISTER|${code}`

async function storedKey(): Promise<Buffer | null> {
  const [row] = await h.db.select().from(settings).where(eq(settings.key, 'secret.codes'))
  return typeof row?.value === 'string' ? Buffer.from(row.value, 'base64') : null
}

describe('stored codes', () => {
  it('are HMAC-SHA256 under the server’s code key, not sha256 of target, purpose and code', async () => {
    const code = await emailCode(h, 'REGISTER', 'a@example.com')
    const [row] = await h.db.select().from(verificationCodes)
    expect(row?.codeHash).not.toBe(createHash('sha256').update(input(code)).digest('hex'))
    expect(row?.codeHash).toBe(createHmac('sha256', h.app.ctx.codeKey).update(input(code)).digest('hex'))
    expect(h.app.ctx.codeKey).toHaveLength(32)
  })

  it('keep their key in the settings, made once: every instance on the database loads the same', async () => {
    // The tables are emptied between tests, so this test makes the key afresh.
    expect(await storedKey()).toBeNull()
    const first = await loadCodeKey(h.db)
    expect(await loadCodeKey(h.db)).toEqual(first)
    expect(new Uint8Array((await storedKey()) ?? [])).toEqual(first)
  })

  it('stored before the HMAC (plain sha256) no longer verify: a deploy ends the live ones', async () => {
    await emailCode(h, 'REGISTER', 'a@example.com')
    const old = createHash('sha256').update(input('123456')).digest('hex')
    await h.db.update(verificationCodes).set({ codeHash: old })
    await expect(
      verifyCode(h.app.ctx, h.db, { target: 'a@example.com', type: 'REGISTER', code: '123456' }),
    ).rejects.toMatchObject({ code: 80210 })
  })
})
