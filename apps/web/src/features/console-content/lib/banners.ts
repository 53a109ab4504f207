/**
 * The home page's banners in the console (docs/admin.md, "Content and settings"): the list, one
 * saved (added or edited) or deleted; every change refreshes the list.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminApi } from '../../admin/index.ts'
import { contentKeys } from './keys.ts'
import type { AdminBanner, BannerBody } from './types.ts'

const bannerPath = (id: string) => `/banners/${encodeURIComponent(id)}`

export const useBanners = () =>
  useQuery({
    queryKey: contentKeys.banners,
    queryFn: () => adminApi<AdminBanner[]>('/banners'),
  })

/** Saves `banner` (PUT), or a new one (POST) when null; then `onSaved`. */
export function useSaveBanner(banner: AdminBanner | null, onSaved: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: BannerBody) =>
      banner
        ? adminApi<AdminBanner>(bannerPath(banner.id), { method: 'PUT', body })
        : adminApi<AdminBanner>('/banners', { method: 'POST', body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.banners })
      onSaved()
    },
  })
}

export function useDeleteBanner(onDeleted: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => adminApi<unknown>(bannerPath(id), { method: 'DELETE' }),
    onSuccess: async () => {
      onDeleted()
      await queryClient.invalidateQueries({ queryKey: contentKeys.banners })
    },
  })
}
