/** TanStack Query keys of the system notices: under `admin` with the console's others, dropped at sign-out. */
export const noticeKeys = {
  page: (page: number) => ['admin', 'notices', page] as const,
  all: ['admin', 'notices'] as const,
}
