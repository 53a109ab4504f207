/** The audit log (docs/admin.md, "Audit log"): pages of operator actions, filtered. */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { adminApi } from './admin-api.ts'
import { adminKeys } from './keys.ts'
import type { AuditFilter, AuditRow, Page } from './types.ts'

export const AUDIT_PAGE_SIZE = 20

export const useAuditPage = (filter: AuditFilter, page: number) =>
  useQuery({
    queryKey: adminKeys.audit(filter, page),
    queryFn: () =>
      adminApi<Page<AuditRow>>('/audit', {
        query: { ...filter, pageNumber: page, pageSize: AUDIT_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  })
