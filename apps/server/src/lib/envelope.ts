/** Builds response envelopes and pages (docs/product/api.md#conventions). */
import type { Envelope, Page } from '@kaifong/contract'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'

export function ok<T>(result: T, message = 'success'): Envelope<T> {
  return { success: true, message, code: 200, timestamp: Date.now(), result }
}

/**
 * The envelope around a result kept serialized between requests (the category tree), as the bytes
 * `ok` and the envelope's serializer would write, with this moment's timestamp. UTF-8 bytes, not a
 * string: a string of non-Latin text would be measured and encoded again on every send.
 */
export function okBytes(result: Buffer): Buffer {
  const head = `{"success":true,"message":"success","code":200,"timestamp":${Date.now()},"result":`
  return Buffer.concat([Buffer.from(head, 'latin1'), result, CLOSE])
}
const CLOSE = Buffer.from('}')

/** Sends JSON bytes as they are (Fastify serializes only other payloads). */
export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json)
}

export function page<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, size, current, pages: size > 0 ? Math.ceil(total / size) : 0 }
}

/** Zod schema of an envelope around `result`, for route response schemas and OpenAPI. */
export function envelopeOf<T extends z.ZodType>(result: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    code: z.number(),
    timestamp: z.number(),
    result,
  })
}

export function pageOf<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number(),
    size: z.number(),
    current: z.number(),
    pages: z.number(),
  })
}

export const pagingQuery = z.object({
  pageNumber: z.coerce.number({ error: 'field.invalid' }).int().min(1).default(1),
  pageSize: z.coerce.number({ error: 'field.invalid' }).int().min(1).max(100).default(10),
})
