import { describe, expect, it } from 'vitest'
import { emailCode } from '../../../test/factories.ts'
import { useTestApp } from '../../../test/harness.ts'
import { smtpStandIn } from '../../../test/smtp-stand-in.ts'

// Mails really go out over SMTP (nodemailer) to a local stand-in.
const smtp = await smtpStandIn()
const received = smtp.received

const h = useTestApp({ SMTP_URL: smtp.url })

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
