/** TanStack Query keys of the chat feature: the socket's sync layer updates exactly these. */
export const chatKeys = {
  all: ['chat'] as const,
  talks: ['chat', 'talks'] as const,
  talk: (talkId: string) => ['chat', 'talk', talkId] as const,
  messages: (talkId: string) => ['chat', 'messages', talkId] as const,
  /** Resolving /im?goodsId= or ?id= to a talk. */
  open: (by: 'goods' | 'member', id: string, goodsId: string) => ['chat', 'open', by, id, goodsId] as const,
}
