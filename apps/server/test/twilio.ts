/**
 * A stand-in for Twilio's Messaging API on loopback (node:http, port 0), for the SMS tests. It
 * checks every request as Twilio documents it (POST to /2010-04-01/Accounts/{AccountSid}/Messages.json,
 * HTTP Basic auth, a form body with To, Body and From or MessagingServiceSid and nothing else) and
 * answers as Twilio does: 201 with the message, or an error as JSON {code, message, more_info, status}.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`
export const AUTH_TOKEN = 'stand-in-auth-token-0123456789ab'

/** How the stand-in answers the next request: taken, an invalid number, bad credentials, its own failure, or never. */
export type TwilioReply = 'taken' | 'invalid' | 'auth' | 'error' | 'hang'

export interface Expected {
  accountSid: string
  username: string
  password: string
  sender: 'From' | 'MessagingServiceSid'
}

export interface TwilioStandIn {
  url: string
  /** The form of every request that passed the checks, in order. */
  received: Record<string, string>[]
  /** What was wrong with any request; a test expects none. */
  problems: string[]
  /** Answers for the next requests, first first; when empty, 'taken'. */
  replies: TwilioReply[]
  reset(): void
  close(): Promise<void>
}

const E164 = /^\+[1-9]\d{6,14}$/

function errorBody(status: number, code: number, message: string) {
  return { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }
}

/** What Twilio would object to, or we would not expect, in one request. */
function check(req: IncomingMessage, raw: string, expected: Expected): string[] {
  const problems: string[] = []
  const path = `/2010-04-01/Accounts/${expected.accountSid}/Messages.json`
  if (req.method !== 'POST') problems.push(`method ${req.method}`)
  if (req.url !== path) problems.push(`path ${req.url}`)
  const basic = Buffer.from(`${expected.username}:${expected.password}`).toString('base64')
  if (req.headers.authorization !== `Basic ${basic}`) problems.push('authorization')
  const type = req.headers['content-type']?.split(';')[0]?.trim()
  if (type !== 'application/x-www-form-urlencoded') problems.push(`content-type ${type}`)
  const form = new URLSearchParams(raw)
  const names = [...form.keys()].sort()
  const wanted = ['Body', expected.sender, 'To'].sort()
  if (names.join() !== wanted.join()) problems.push(`fields ${names.join()}`)
  if (!E164.test(form.get('To') ?? '')) problems.push(`To ${form.get('To')}`)
  const body = form.get('Body') ?? ''
  if (body.length === 0 || body.length > 1600) problems.push(`Body of ${body.length} characters`)
  return problems
}

function answer(res: ServerResponse, reply: TwilioReply, form: URLSearchParams, accountSid: string) {
  const json = (status: number, value: object, headers: Record<string, string> = {}) =>
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value))
  const to = form.get('To')
  if (reply === 'invalid') {
    return json(400, errorBody(400, 21211, `The 'To' number ${to} is not a valid phone number.`))
  }
  if (reply === 'auth') {
    return json(401, errorBody(401, 20003, 'Authenticate'), {
      'www-authenticate': 'Basic realm="Twilio API"',
    })
  }
  if (reply === 'error') return json(500, errorBody(500, 20500, 'Internal Server Error'))
  const sid = `SM${randomBytes(16).toString('hex')}`
  return json(201, {
    sid,
    account_sid: accountSid,
    to,
    from: form.get('From'),
    messaging_service_sid: form.get('MessagingServiceSid'),
    body: form.get('Body'),
    status: form.has('MessagingServiceSid') ? 'accepted' : 'queued',
    num_segments: '1',
    direction: 'outbound-api',
    api_version: '2010-04-01',
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
  })
}

export async function startTwilioStandIn(expected: Expected): Promise<TwilioStandIn> {
  const standIn: Omit<TwilioStandIn, 'url' | 'close'> = {
    received: [],
    problems: [],
    replies: [],
    reset() {
      standIn.received.length = 0
      standIn.problems.length = 0
      standIn.replies.length = 0
    },
  }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      const problems = check(req, raw, expected)
      if (problems.length) {
        standIn.problems.push(...problems)
        res.writeHead(400, { 'content-type': 'application/json' })
        res.end(JSON.stringify(errorBody(400, 21601, `stand-in refused: ${problems.join('; ')}`)))
        return
      }
      const form = new URLSearchParams(raw)
      standIn.received.push(Object.fromEntries(form))
      const reply = standIn.replies.shift() ?? 'taken'
      // A hang keeps the socket open without a word until the client gives up (or close()).
      if (reply !== 'hang') answer(res, reply, form, expected.accountSid)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    ...standIn,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
