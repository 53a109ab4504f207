/**
 * Feature catalogues: `src/locales/<lang>/<section>.json` joins the language's catalogue under
 * the key `<section>` (e.g. `en/goods.json` → `goods.*`), so each feature keeps its own strings.
 * Each language's root and FIRST_SECTIONS are put together in `catalogues/<lang>.ts`, one chunk
 * loaded on demand; the LATER_SECTIONS load with the pages that use them (lib/i18n.ts `loadSections`,
 * called by the routes in app/router.tsx; docs/architecture.md, "Delivery").
 */

export type Catalogue = Record<string, unknown>

/** The sections the home page and the frame (header, search) use: in each language's first chunk. */
export const FIRST_SECTIONS = ['discover', 'goods', 'homeGoods', 'pages', 'search'] as const

/** The others, one chunk per language and section, loaded with the pages that need them. */
export const LATER_SECTIONS = [
  'address',
  'auth',
  'cart',
  'chat',
  'checkout',
  'collect',
  'deletion',
  'detail',
  'devices',
  'evaluate',
  'invite',
  'medals',
  'member',
  'memberCentre',
  'myGoods',
  'notices',
  'places',
  'profile',
  'savedSearches',
  'security',
  'sell',
  'shops',
  'topup',
  'tracks',
  'wallet',
  'orders',
  'aftersales',
  'reviews',
] as const
export type LaterSection = (typeof LATER_SECTIONS)[number]

/**
 * The operator's console's own sections: loaded by the console (features/admin/lib/admin-texts.ts),
 * so the member site's first load does not even list them.
 */
export const CONSOLE_SECTIONS = ['admin', 'adminContent'] as const

/** The result of `import.meta.glob('../<lang>/*.json', { eager: true, import: 'default' })`, by section name. */
export function sectionsFrom(files: Record<string, Catalogue>): Record<string, Catalogue> {
  const out: Record<string, Catalogue> = {}
  for (const [file, value] of Object.entries(files)) {
    const section = /\/([\w-]+)\.json$/.exec(file)?.[1]
    if (section) out[section] = value
  }
  return out
}
