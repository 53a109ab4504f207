/**
 * The console's catalogue sections (`admin`, `adminContent`; locales/sections.ts CONSOLE_SECTIONS),
 * loaded by the console itself rather than listed with the member site's sections, so the site's
 * first load carries nothing of them. A language's own catalogue loads first (lib/i18n.ts
 * `loadLanguage`): a section added before it would make i18next think the language was loaded.
 */
import type { Language } from '@kaifong/contract'
import { i18n, loadLanguage } from '../../../lib/i18n.ts'
import { type Catalogue, CONSOLE_SECTIONS } from '../../../locales/sections.ts'

const files = import.meta.glob<Catalogue>('../../../locales/*/{admin,adminContent}.json', {
  import: 'default',
})

export async function loadConsoleTexts(lang: Language): Promise<void> {
  await loadLanguage(lang)
  await Promise.all(
    CONSOLE_SECTIONS.map(async (section) => {
      if (i18n.getResource(lang, 'translation', section) !== undefined) return
      const load = files[`../../../locales/${lang}/${section}.json`]
      if (!load) throw new Error(`no catalogue section ${lang}/${section}`)
      i18n.addResourceBundle(lang, 'translation', { [section]: await load() }, true, true)
    }),
  )
}
