import '@testing-library/jest-dom/vitest'
import { LANGUAGES } from '@kaifong/contract'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { loadConsoleTexts } from './features/admin/lib/admin-texts.ts'
import { loadAllLanguages } from './lib/i18n.ts'

// The app loads a language's catalogue when it is chosen; tests switch freely, so all are there.
await loadAllLanguages()
// The console's own sections too (they load with the console, not with the site's catalogue).
await Promise.all(LANGUAGES.map(loadConsoleTexts))

afterEach(() => {
  cleanup()
  localStorage.clear()
})
