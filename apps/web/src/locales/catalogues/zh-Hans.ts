/** The Simplified Chinese catalogue, one chunk of its own: ../zh-Hans.json and the section files under ../zh-Hans/. */
import type { Catalogue } from '../sections.ts'

export { default as root } from '../zh-Hans.json'

// Globs take literal patterns only, hence one such file per language.
export const sectionFiles = import.meta.glob<Catalogue>('../zh-Hans/*.json', {
  eager: true,
  import: 'default',
})
