/**
 * A real SMTP server on loopback for tests: the app sends to it through nodemailer, and each mail
 * is kept as its envelope recipients and raw text. Closed after the test file.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll } from 'vitest'

export interface ReceivedMail {
  to: string[]
  raw: string
}

export async function smtpStandIn(): Promise<{ url: string; received: ReceivedMail[] }> {
  const received: ReceivedMail[] = []
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
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))
  const port = (smtp.server.address() as AddressInfo).port
  return { url: `smtp://127.0.0.1:${port}`, received }
}
