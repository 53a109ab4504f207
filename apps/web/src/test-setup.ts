import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { loadAllLanguages } from './lib/i18n.ts'

// The app loads a language's catalogue when it is chosen; tests switch freely, so all are there.
await loadAllLanguages()

afterEach(() => {
  cleanup()
  localStorage.clear()
})
