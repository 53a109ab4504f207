/**
 * For the catalogue tests: each language's root and every section, eagerly. The app's catalogue
 * chunks hold only the first sections (catalogues/, lib/i18n.ts); nothing in the app imports this.
 */

import enRoot from './en.json'
import type { Catalogue } from './sections.ts'
import zhHansRoot from './zh-Hans.json'
import zhHantRoot from './zh-Hant.json'

export const zhHant = {
  root: zhHantRoot as Catalogue,
  sectionFiles: import.meta.glob<Catalogue>('./zh-Hant/*.json', { eager: true, import: 'default' }),
}
export const zhHans = {
  root: zhHansRoot as Catalogue,
  sectionFiles: import.meta.glob<Catalogue>('./zh-Hans/*.json', { eager: true, import: 'default' }),
}
export const en = {
  root: enRoot as Catalogue,
  sectionFiles: import.meta.glob<Catalogue>('./en/*.json', { eager: true, import: 'default' }),
}
