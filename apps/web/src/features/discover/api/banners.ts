import type { Banner } from '@kaifong/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { currentLanguage } from '../../../lib/i18n.ts'

export function useBanners() {
  const lang = currentLanguage()
  return useQuery({
    queryKey: ['banners', lang],
    queryFn: () => api<Banner[]>('/buyer/banner/banner/List', { anonymous: true, silent: true }),
    staleTime: 10 * 60_000,
  })
}
