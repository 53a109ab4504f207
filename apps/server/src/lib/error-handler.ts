/**
 * The one place that turns thrown errors into the envelope: AppError, request validation,
 * Fastify's own errors and database errors. 5xx details are logged, never sent.
 */
import { ErrorCode } from '@kaifong/contract'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError } from './errors.ts'
import { isMessageKey, type MessageKey, t } from './messages.ts'
import { InputError } from './validate.ts'

interface FieldError {
  field: string
  message: string
}

export function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: number,
  key: MessageKey,
  params?: Record<string, string | number>,
  result: unknown = null,
) {
  return reply.status(status).send({
    success: false,
    message: t(request.lang, key, params),
    code,
    timestamp: Date.now(),
    result,
  })
}

/** Schema failures from Fastify's validator, or from `validate()`, as path + message key. */
function validationIssues(error: unknown): { path: string; message: string }[] | null {
  if (error instanceof InputError) return error.issues
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
      message: v.message ?? '',
    }))
  }
  return null
}

function pgCode(err: unknown): string | undefined {
  let e: unknown = err
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(request, reply, error.status, error.code, error.key, error.params)
    }
    const issues = validationIssues(error)
    if (issues) {
      const fields: FieldError[] = issues.map((i) => ({
        field: i.path,
        message: isMessageKey(i.message) ? t(request.lang, i.message) : t(request.lang, 'field.invalid'),
      }))
      const first = issues[0]
      if (first && isMessageKey(first.message)) {
        return send(request, reply, 400, ErrorCode.PARAM_ERROR, first.message, undefined, { fields })
      }
      return send(
        request,
        reply,
        400,
        ErrorCode.PARAM_ERROR,
        'param.field',
        { field: first?.path || 'body', reason: fields[0]?.message ?? '' },
        { fields },
      )
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return send(request, reply, 413, ErrorCode.PAYLOAD_TOO_LARGE, 'payload.too.large')
    }
    if (error.statusCode === 429) {
      return send(request, reply, 429, ErrorCode.TOO_MANY_REQUESTS, 'too.many.requests')
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      // Malformed JSON, unsupported content type, missing body and the like.
      return send(request, reply, status === 404 ? 404 : 400, ErrorCode.PARAM_ERROR, 'param.error')
    }
    const code = pgCode(error)
    if (code === '23505') return send(request, reply, 409, ErrorCode.PARAM_ERROR, 'conflict.error')
    // Class 22 is "data exception": bad text encoding, out-of-range numbers, malformed values.
    // Input the schemas let through is still the client's mistake, never a 500.
    if (code?.startsWith('22')) return send(request, reply, 400, ErrorCode.PARAM_ERROR, 'param.error')
    request.log.error({ err: error }, 'unhandled error')
    return send(request, reply, 500, ErrorCode.INTERNAL, 'internal.error')
  })
}
