/**
 * The member's own info fresh from the server (GET /buyer/passport/member), also kept as the
 * stored copy: that copy may be older than a change made on another device, or than the fields
 * a newer version of the app shows.
 */
import { useQuery } from '@tanstack/react-query'
import { setUserInfo } from '../../../lib/session.ts'
import { fetchMe } from '../../auth/index.ts'

export function useFreshMe() {
  return useQuery({
    queryKey: ['me'],
    queryFn: async () => {
      const me = await fetchMe()
      setUserInfo(me)
      return me
    },
  })
}
