/**
 * Feature catalogues: `src/locales/<lang>/<section>.json` joins the language's catalogue under
 * the key `<section>` (e.g. `en/goods.json` → `goods.*`), so each feature keeps its own strings.
 * Each language is put together in `catalogues/<lang>.ts`, one chunk loaded on demand (lib/i18n.ts).
 */

export type Catalogue = Record<string, unknown>

/** The result of `import.meta.glob('../<lang>/*.json', { eager: true, import: 'default' })`, by section name. */
export function sectionsFrom(files: Record<string, Catalogue>): Record<string, Catalogue> {
  const out: Record<string, Catalogue> = {}
  for (const [file, value] of Object.entries(files)) {
    const section = /\/([\w-]+)\.json$/.exec(file)?.[1]
    if (section) out[section] = value
  }
  return out
}
