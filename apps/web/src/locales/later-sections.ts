/**
 * Where each later catalogue section is (lib/i18n.ts `loadSection`): one chunk per language and
 * section, the first sections left out (they are in the catalogue chunk). This table is a small
 * chunk of its own, fetched with the first later section a page asks for, so the first load
 * carries none of its entries, however many sections the app grows (docs/architecture.md, "Delivery").
 */
import type { Catalogue } from './sections.ts'

export const laterSectionFiles = import.meta.glob<Catalogue>(
  ['./*/*.json', '!./*/{discover,goods,homeGoods,pages,search}.json', '!./*/{admin,adminContent}.json'],
  { import: 'default' },
)
