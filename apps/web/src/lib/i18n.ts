/**
 * i18next setup: zh-Hant (default), zh-Hans, en; the choice is stored locally and mirrored in
 * <html lang>. The contract's validation messages join each catalogue under `validation`.
 * Each language's catalogue is a chunk of its own (locales/catalogues/): the stored or default one
 * loads before the first render, the others when chosen (docs/architecture.md, "Delivery"). The
 * sections the home page does not use (LATER_SECTIONS) load with their pages: `loadSections`, in
 * every language in use, and a new language gets the sections already loaded for the old one.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@kaifong/contract'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { type Catalogue, LATER_SECTIONS, type LaterSection, sectionsFrom } from '../locales/sections.ts'
import { storage } from './storage.ts'

const STORAGE_KEY = 'lang'

/** 'username.length' → { username: { length } }, so i18next's dotted keys find them. */
function nest(flat: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.')
    let node = out
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {}
      node = node[part] as Record<string, unknown>
    }
    node[parts.at(-1) ?? key] = value
  }
  return out
}

interface CatalogueModule {
  root: Catalogue
  firstSectionFiles: Record<string, Catalogue>
  /** The contract's validation texts in this language, flat ('username.length'). */
  validation: Record<string, string>
}

// Spelled out (not a glob) so that each language stays one chunk and a new language fails the typecheck.
const catalogueChunks: Record<Language, () => Promise<CatalogueModule>> = {
  'zh-Hant': () => import('../locales/catalogues/zh-Hant.ts'),
  'zh-Hans': () => import('../locales/catalogues/zh-Hans.ts'),
  en: () => import('../locales/catalogues/en.ts'),
}

/** The table of the later sections' chunks: a chunk of its own, outside the first load. */
const laterSections = () => import('../locales/later-sections.ts')

/** Later sections some page has asked for: a language loaded from now on gets them too. */
const sectionsInUse = new Set<LaterSection>()

function initialLanguage(): Language {
  const stored = storage.get(STORAGE_KEY)
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE
}

const firstLanguage = initialLanguage()

export const i18n = i18next.createInstance()
void i18n.use(initReactI18next).init({
  lng: firstLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // Catalogues are added as they load (loadLanguage); none is fetched by i18next itself.
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
})

async function loadCatalogue(lang: Language): Promise<void> {
  // A section is only ever added after its language's catalogue, so the bundle means the catalogue.
  if (i18n.hasResourceBundle(lang, 'translation')) return
  const { root, firstSectionFiles, validation } = await catalogueChunks[lang]()
  const translation = {
    ...root,
    ...sectionsFrom(firstSectionFiles),
    validation: nest(validation),
  }
  i18n.addResourceBundle(lang, 'translation', translation, true, true)
}

async function loadSection(lang: Language, section: LaterSection): Promise<void> {
  await loadCatalogue(lang)
  if (i18n.getResource(lang, 'translation', section) !== undefined) return
  const { laterSectionFiles } = await laterSections()
  const load = laterSectionFiles[`./${lang}/${section}.json`]
  if (!load) throw new Error(`no catalogue section ${lang}/${section}`)
  i18n.addResourceBundle(lang, 'translation', { [section]: await load() }, true, true)
}

/**
 * Fetches a language's catalogue and the later sections in use, once each, and adds them to
 * i18next; resolves when the language can be used.
 */
export async function loadLanguage(lang: Language): Promise<void> {
  await loadCatalogue(lang)
  await Promise.all([...sectionsInUse].map((section) => loadSection(lang, section)))
}

/** The language being switched to (setLanguage), which a page loading meanwhile needs too. */
let nextLanguage: Language | undefined

/**
 * Loads catalogue sections a page needs (its route's `lazy`, app/router.tsx), in the current
 * language and the one being switched to, and keeps them for languages chosen later.
 */
export async function loadSections(...sections: LaterSection[]): Promise<void> {
  for (const section of sections) sectionsInUse.add(section)
  const langs = new Set([currentLanguage(), nextLanguage ?? currentLanguage()])
  await Promise.all([...langs].flatMap((lang) => sections.map((section) => loadSection(lang, section))))
}

/** For tests, which switch languages without waiting: every catalogue and section at once. */
export async function loadAllLanguages(): Promise<void> {
  for (const section of LATER_SECTIONS) sectionsInUse.add(section)
  await Promise.all(LANGUAGES.map(loadLanguage))
}

async function start(): Promise<void> {
  try {
    await loadLanguage(firstLanguage)
  } catch (error) {
    // A stored choice whose catalogue failed to arrive: the default one is better than bare keys.
    if (firstLanguage === DEFAULT_LANGUAGE) throw error
    await loadLanguage(DEFAULT_LANGUAGE)
    await i18n.changeLanguage(DEFAULT_LANGUAGE)
  }
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.language
}

/**
 * Settles once the first catalogue is in (never rejects); main.tsx renders after it. Not a
 * top-level await: that makes the bundler cut the first load into twice as many chunks, ~6 KB
 * gzip more (docs/architecture.md, "Delivery").
 */
export const i18nReady: Promise<void> = start().catch((error: unknown) => {
  console.error('language catalogue failed to load', error)
})

export function currentLanguage(): Language {
  const lng = i18n.language
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : DEFAULT_LANGUAGE
}

export async function setLanguage(lang: Language): Promise<void> {
  // Loaded first, so the page never shows a language whose texts are not there yet.
  nextLanguage = lang
  try {
    await loadLanguage(lang)
  } finally {
    if (nextLanguage === lang) nextLanguage = undefined
  }
  storage.set(STORAGE_KEY, lang)
  await i18n.changeLanguage(lang)
  document.documentElement.lang = lang
}

/** Translates a zod issue message (a validation key) or passes through a server text. */
export function translateIssue(message: string | undefined): string {
  if (!message) return ''
  const key = `validation.${message}`
  return i18n.exists(key) ? i18n.t(key) : message
}
