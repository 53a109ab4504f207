/**
 * Responses serialized by their schema (docs/decisions.md, "Responses serialized by schema"): each
 * route's zod response schema becomes JSON Schema once, at start-up, and fast-json-stringify
 * compiles it into a function that writes the declared fields only — what zod's parse and
 * JSON.stringify wrote, without checking every card of a page against zod on every request. A schema
 * JSON Schema cannot carry faithfully (transforms, pipes, defaults, unions, dates…) keeps the zod
 * serializer: encode, then JSON.stringify.
 */
import fastJson from 'fast-json-stringify'
import type { FastifySerializerCompiler } from 'fastify'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'

type JsonSchema = Record<string, unknown>

/** zod kinds whose output is plain JSON that JSON Schema describes exactly. */
const FAITHFUL = new Set([
  'string',
  'number',
  'boolean',
  'null',
  'any',
  'unknown',
  'object',
  'record',
  'array',
  'enum',
  'literal',
  'nullable',
  'optional',
  'readonly',
])

interface ZodDef {
  type: string
  shape?: Record<string, z.ZodType>
  catchall?: z.ZodType
  element?: z.ZodType
  innerType?: z.ZodType
  keyType?: z.ZodType
  valueType?: z.ZodType
}

/** Whether every part of `schema` is of a FAITHFUL kind. */
function isFaithful(schema: z.ZodType): boolean {
  const def = schema._zod.def as unknown as ZodDef
  if (!FAITHFUL.has(def.type)) return false
  const parts = [
    ...Object.values(def.shape ?? {}),
    def.catchall,
    def.element,
    def.innerType,
    def.keyType,
    def.valueType,
  ]
  return parts.every((p) => p === undefined || isFaithful(p))
}

/**
 * zod writes `T | null` as `anyOf: [T, { type: 'null' }]`, which fast-json-stringify would settle
 * by validating each value; `nullable: true` on T says the same and serializes directly. Returns
 * null when a combinator or reference remains.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) {
    const out = node.map(simplify)
    return out.includes(null) ? null : out
  }
  if (node === null || typeof node !== 'object') return node
  const { anyOf, ...rest } = node as JsonSchema
  let base: JsonSchema = rest
  if (anyOf !== undefined) {
    if (!Array.isArray(anyOf) || anyOf.length !== 2) return null
    const other = anyOf.find((s) => (s as JsonSchema).type !== 'null') as JsonSchema | undefined
    const hasNull = anyOf.some((s) => (s as JsonSchema).type === 'null')
    if (!hasNull || !other || typeof other.type !== 'string') return null
    base = { ...rest, ...other, nullable: true }
  }
  // fast-json-stringify writes required properties before optional ones; zod writes the shape's
  // order. Where the two differ the text would differ too.
  if (base.properties && typeof base.properties === 'object') {
    const required = new Set(Array.isArray(base.required) ? base.required : [])
    const names = Object.keys(base.properties)
    const firstOptional = names.findIndex((n) => !required.has(n))
    if (firstOptional >= 0 && names.slice(firstOptional).some((n) => required.has(n))) return null
  }
  const out: JsonSchema = {}
  for (const [key, value] of Object.entries(base)) {
    if (['oneOf', 'allOf', 'anyOf', 'not', 'if', '$ref', 'prefixItems'].includes(key)) return null
    // Property names are data, not schema keywords.
    if (key === 'properties' && value && typeof value === 'object') {
      const props: JsonSchema = {}
      for (const [name, prop] of Object.entries(value)) {
        const s = simplify(prop)
        if (s === null) return null
        props[name] = s
      }
      out[key] = props
      continue
    }
    const s = simplify(value)
    if (s === null && value !== null) return null
    out[key] = s
  }
  return out
}

/** The JSON Schema fast-json-stringify compiles for `schema`, or null to keep the zod serializer. */
export function jsonSchemaFor(schema: z.ZodType): JsonSchema | null {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema) || !isFaithful(schema)) return null
  let json: JsonSchema
  try {
    json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' }) as JsonSchema
  } catch {
    return null
  }
  delete json.$schema
  return simplify(json) as JsonSchema | null
}

export interface SerializerOptions {
  /**
   * Also run the zod serializer on every response and throw when the two differ (the test suite
   * runs so: every API test then proves the compiled output identical).
   */
  verify?: boolean
}

/** Fastify's serializer compiler for zod response schemas. */
export function schemaSerializerCompiler(opts: SerializerOptions = {}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route)
    const json = jsonSchemaFor(route.schema)
    if (!json) return viaZod
    const compiled = fastJson(json)
    if (!opts.verify) return compiled
    return (data) => {
      const fast = compiled(data)
      const reference = viaZod(data)
      if (fast !== reference) {
        throw new Error(
          `${route.method} ${route.url}: the compiled serializer wrote ${fast} where zod wrote ${reference}`,
        )
      }
      return fast
    }
  }
}

/**
 * A serializer for `schema` outside a route (a result written once and sent many times): the same
 * compiled function a route with this response schema gets, or zod's where that route would keep it.
 */
export function serializerFor<T>(schema: z.ZodType<T>): (data: T) => string {
  const route = { schema, method: 'GET', url: '', httpStatus: '200' }
  return schemaSerializerCompiler()(route as Parameters<FastifySerializerCompiler<z.ZodType>>[0]) as (
    data: T,
  ) => string
}
