/** The English catalogue, one chunk of its own: ../en.json and the section files under ../en/. */
import type { Catalogue } from '../sections.ts'

export { default as root } from '../en.json'

// Globs take literal patterns only, hence one such file per language.
export const sectionFiles = import.meta.glob<Catalogue>('../en/*.json', { eager: true, import: 'default' })
