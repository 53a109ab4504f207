/**
 * Texts in the site's three languages in the console's forms (docs/admin.md: titles, names and
 * contents are `Localized`): an empty one, the languages left empty, and one shown in the
 * operator's language.
 */
import { LANGUAGES, type Language } from '@kaifong/contract'

/** A text in each of the site's languages. */
export type Localized = { 'zh-Hant': string; 'zh-Hans': string; en: string }

export const LANGS: readonly Language[] = LANGUAGES

export const emptyLocalized = (): Localized => ({ 'zh-Hant': '', 'zh-Hans': '', en: '' })

/** The languages whose text is empty (every language is required in the console's forms). */
export const missingLanguages = (text: Localized): Language[] => LANGS.filter((lang) => !text[lang]?.trim())

/** A localized text in the operator's language, or the first language that has one. */
export function inLanguage(text: Localized | null | undefined, lang: Language): string {
  if (!text) return ''
  return text[lang] || LANGS.map((l) => text[l]).find(Boolean) || ''
}
