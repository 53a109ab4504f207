/**
 * Refuses control characters anywhere in a request's body, query or path parameters, before any
 * route sees them: the contract's text schemas refuse them field by field, and this guard covers
 * every other string (ids, enums, fields added later), so a NUL byte is a 400 and never reaches
 * the database (docs/errors.md, 4002).
 */
import { hasControlChars } from '@kaifong/contract'
import type { FastifyInstance } from 'fastify'
import { InputError } from './validate.ts'

/** Nesting deeper than any of our bodies; deeper input is refused as a whole. */
const MAX_DEPTH = 12

interface Issue {
  path: string
  message: 'text.control'
}

/** Scans `value`; `path` is the keys down to it (pushed and popped, joined only for an issue). */
function scan(value: unknown, path: string[], depth: number, issues: Issue[]): void {
  if (issues.length > 0) return
  if (typeof value === 'string') {
    if (hasControlChars(value)) issues.push({ path: path.join('.'), message: 'text.control' })
    return
  }
  if (value === null || typeof value !== 'object') return
  if (depth > MAX_DEPTH) {
    issues.push({ path: path.join('.'), message: 'text.control' })
    return
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue
    if (hasControlChars(key)) {
      issues.push({ path: path.join('.'), message: 'text.control' })
      return
    }
    path.push(key)
    scan((value as Record<string, unknown>)[key], path, depth + 1, issues)
    path.pop()
  }
}

export function registerInputGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and never waits for anything.
  app.addHook('preValidation', (request, _reply, done) => {
    const issues: Issue[] = []
    scan(request.params, [], 0, issues)
    scan(request.query, [], 0, issues)
    scan(request.body, [], 0, issues)
    done(issues.length > 0 ? new InputError(issues) : undefined)
  })
}
