/** For the catalogue tests: a language's whole catalogue (root and sections) as dotted key → text. */
import { type Catalogue, sectionsFrom } from './sections.ts'

function flatten(obj: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k
    if (v && typeof v === 'object') Object.assign(out, flatten(v, key))
    else out[key] = String(v)
  }
  return out
}

export const textsOf = (m: { root: Catalogue; sectionFiles: Record<string, Catalogue> }) =>
  flatten({ ...m.root, ...sectionsFrom(m.sectionFiles) })
