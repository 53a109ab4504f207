/** The dashboard's figures (docs/admin.md, "Dashboard"): totals and one series per day. */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { adminApi } from './admin-api.ts'
import { adminKeys } from './keys.ts'
import type { Dashboard, DashboardRange } from './types.ts'

export const useDashboard = (days: DashboardRange) =>
  useQuery({
    queryKey: adminKeys.dashboard(days),
    queryFn: () => adminApi<Dashboard>('/dashboard', { query: { days } }),
    placeholderData: keepPreviousData,
  })
