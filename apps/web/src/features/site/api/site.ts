/** Site settings (name, logo, icon), cached for an hour in memory and in localStorage (docs/product/overview.md, constants.md). */
import { SITE_CACHE_MS, type SiteSettings } from '@kaifong/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { readJson, storage } from '../../../lib/storage.ts'

interface Cached {
  at: number
  value: SiteSettings
}

async function fetchSite(lang: string): Promise<SiteSettings> {
  const key = `site:${lang}`
  const cached = readJson<Cached>(key)
  if (cached && Date.now() - cached.at < SITE_CACHE_MS) return cached.value
  const value = await api<SiteSettings>('/common/common/site', { quiet: true, anonymous: true })
  storage.set(key, JSON.stringify({ at: Date.now(), value }))
  return value
}

export const siteQuery = (lang: string) =>
  queryOptions({ queryKey: ['site', lang], queryFn: () => fetchSite(lang), staleTime: SITE_CACHE_MS })

export function useSite() {
  return useQuery(siteQuery(currentLanguage()))
}

/**
 * Whether this site verifies phones (server PHONE_VERIFICATION; docs/decisions.md, "Codes and
 * captcha"). Where it does not, no page asks for a phone. Until the settings arrive, and for a copy
 * stored before they said, it does: the server's answers still say what a member may do.
 */
export function usePhonesVerified(): boolean {
  return useSite().data?.phoneVerification !== 'off'
}
