/**
 * The console's settings (docs/admin.md, "Coins" and "Content and settings", right `settings`):
 * its page, which app/console-pages.ts gives the console (features/admin), a lazy chunk of its own.
 */
import { lazy } from 'react'
import type { ConsolePage } from '../admin/index.ts'

const SettingsPage = lazy(() => import('./pages/SettingsPage.tsx'))

export const SETTINGS_PAGES: readonly ConsolePage[] = [
  { path: 'settings', right: 'settings', Page: SettingsPage },
]
