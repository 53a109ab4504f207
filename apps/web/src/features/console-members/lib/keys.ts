/** TanStack Query keys of the members pages: under `admin` with the console's others, dropped at sign-out. */
export const memberKeys = {
  list: (q: string, page: number) => ['admin', 'members', 'list', q, page] as const,
  all: ['admin', 'members'] as const,
  detail: (id: string) => ['admin', 'members', 'detail', id] as const,
  ledger: (id: string, page: number) => ['admin', 'members', 'ledger', id, page] as const,
}
