/**
 * The Simplified Chinese catalogue, one chunk of its own: ../zh-Hans.json and the sections of FIRST_SECTIONS
 * (../sections.ts) under ../zh-Hans/, and the contract's validation texts in this language; the other
 * sections load with their pages (lib/i18n.ts).
 */
import type { Catalogue } from '../sections.ts'

export { zhHansValidationMessages as validation } from '@kaifong/contract'
export { default as root } from '../zh-Hans.json'

// Globs take literal patterns only, hence one such file per language, and the list spelled out
// (FIRST_SECTIONS; locales.test.ts checks that they agree). Every section, for the tests: ../whole.ts.
export const firstSectionFiles = import.meta.glob<Catalogue>(
  '../zh-Hans/{discover,goods,homeGoods,pages,search}.json',
  {
    eager: true,
    import: 'default',
  },
)
