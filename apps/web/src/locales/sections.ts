/**
 * Feature catalogues: `src/locales/<lang>/<section>.json` joins the language's catalogue under
 * the key `<section>` (e.g. `en/goods.json` → `goods.*`), so each feature keeps its own strings.
 */
import type { Language } from '@kaifong/contract'

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' })

export function sectionsOf(lang: Language): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {}
  for (const [file, value] of Object.entries(files)) {
    const match = /^\.\/([^/]+)\/([\w-]+)\.json$/.exec(file)
    if (match?.[1] === lang && match[2]) out[match[2]] = value
  }
  return out
}
