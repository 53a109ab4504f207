/** My offers (GET /im/talk/quotes): offers I made as a buyer, or received as a seller, newest change first. */
import type { MyQuote, Page } from '@kaifong/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { chatKeys } from './keys.ts'

export const MY_QUOTES_PAGE_SIZE = 10
export type QuoteRole = 'BUYER' | 'SELLER'

export const useMyQuotes = (role: QuoteRole, pageNumber: number) =>
  useQuery({
    queryKey: chatKeys.myQuotes(role, pageNumber),
    queryFn: () =>
      api<Page<MyQuote>>('/im/talk/quotes', {
        query: { role, pageNumber, pageSize: MY_QUOTES_PAGE_SIZE },
        silent: true,
      }),
    placeholderData: keepPreviousData,
  })
