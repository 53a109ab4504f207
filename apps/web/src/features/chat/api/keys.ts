/** TanStack Query keys of the chat feature: the socket's sync layer updates exactly these. */
export const chatKeys = {
  all: ['chat'] as const,
  talks: ['chat', 'talks'] as const,
  talk: (talkId: string) => ['chat', 'talk', talkId] as const,
  messages: (talkId: string) => ['chat', 'messages', talkId] as const,
  /** A page of my offers, made (BUYER) or received (SELLER). */
  myQuotes: (role: string, page: number) => ['chat', 'quotes', role, page] as const,
  /** Resolving /im?goodsId= or ?id= to a talk. */
  open: (by: 'goods' | 'member', id: string, goodsId: string) => ['chat', 'open', by, id, goodsId] as const,
}
