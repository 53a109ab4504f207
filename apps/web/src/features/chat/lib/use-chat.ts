/** The tab's chat client for a component that sends (the /im page): held while it is mounted. */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useSession } from '../../../lib/session.ts'
import { useStore } from '../../../lib/store.ts'
import { acquireChat, type ChatClient, currentChat, linkStore } from './live.ts'

export function useChat(): ChatClient | null {
  const queryClient = useQueryClient()
  const memberId = useSession().userInfo?.id
  const [chat, setChat] = useState<ChatClient | null>(null)
  useEffect(() => {
    if (!memberId) return
    const release = acquireChat(queryClient)
    setChat(currentChat())
    return () => {
      release()
      setChat(null)
    }
  }, [queryClient, memberId])
  return chat
}

/** Whether the socket is open, connecting, or on REST: the conversation says so when it is not open. */
export const useLinkState = () => useStore(linkStore)
