/**
 * The settings' sections (docs/admin.md, "Coins" and "Content and settings"), each loaded and saved
 * on its own (GET and PUT /admin/api/settings/<section>; PUT answers the saved value). The cache
 * keys are under `admin` with the console's others, dropped at sign-out.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminApi } from '../../admin/index.ts'

export type Section = 'site' | 'coins' | 'moderation' | 'home'

const settingsKey = (section: Section) => ['admin', 'settings', section] as const

/** One settings section's value and its saving. */
export function useSettings<T>(section: Section) {
  const queryClient = useQueryClient()
  const key = settingsKey(section)
  const query = useQuery({ queryKey: key, queryFn: () => adminApi<T>(`/settings/${section}`) })
  const save = useMutation({
    mutationFn: (body: T) => adminApi<T>(`/settings/${section}`, { method: 'PUT', body }),
    onSuccess: async (saved) => {
      if (saved) queryClient.setQueryData(key, saved)
      await queryClient.invalidateQueries({ queryKey: key })
    },
  })
  return { query, save }
}

/** A section's saving, as its form takes it. */
export type SettingsSave<T> = ReturnType<typeof useSettings<T>>['save']
