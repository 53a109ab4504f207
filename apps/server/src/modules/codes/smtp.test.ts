import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, describe, expect, it } from 'vitest'
import { emailCode } from '../../../test/factories.ts'
import { useTestApp } from '../../../test/harness.ts'

// A real SMTP server on loopback; the app sends to it through nodemailer.
const received: { to: string[]; raw: string }[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      })
      done()
    })
  },
})
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
const port = (smtp.server.address() as AddressInfo).port
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))

const h = useTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` })

describe('mail over SMTP', () => {
  it('delivers the code to the SMTP server, not the outbox', async () => {
    const code = await emailCode(h, 'REGISTER', 'fan@example.com', undefined, { language: 'en' })
    expect(received).toHaveLength(1)
    expect(received[0]?.to).toEqual(['fan@example.com'])
    expect(received[0]?.raw).toContain(code)
    expect(received[0]?.raw).toMatch(/^Subject: \[Kaifong Market\] Your verification code/m)
    const outbox = await h.app.inject({ method: 'GET', url: '/dev/outbox' })
    expect(outbox.json().result).toEqual([])
  })
})
