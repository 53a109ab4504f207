/** The Traditional Chinese (the default) catalogue, one chunk of its own: ../zh-Hant.json and the section files under ../zh-Hant/. */
import type { Catalogue } from '../sections.ts'

export { default as root } from '../zh-Hant.json'

// Globs take literal patterns only, hence one such file per language.
export const sectionFiles = import.meta.glob<Catalogue>('../zh-Hant/*.json', {
  eager: true,
  import: 'default',
})
