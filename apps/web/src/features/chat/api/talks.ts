/** The talk list (GET /im/talk): most recent message first, a page at a time. */
import type { Page, TalkItem } from '@kaifong/contract'
import { useInfiniteQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { chatKeys } from './keys.ts'

export const TALKS_PAGE_SIZE = 20

export const fetchTalks = (pageNumber: number, pageSize = TALKS_PAGE_SIZE) =>
  api<Page<TalkItem>>('/im/talk', { query: { pageNumber, pageSize }, silent: true })

export const useTalks = () =>
  useInfiniteQuery({
    queryKey: chatKeys.talks,
    queryFn: ({ pageParam }) => fetchTalks(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  })
