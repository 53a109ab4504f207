import { api } from '../../../lib/api.ts'
import { clearSession } from '../../../lib/session.ts'

/** Ends the session on the server (best effort) and forgets it here (docs/product/states-and-notices.md). */
export async function logout(): Promise<void> {
  try {
    await api<null>('/buyer/passport/member/logout', { method: 'POST', quiet: true })
  } catch {
    // Already ended on the server, or offline: forgetting it locally is what matters.
  }
  clearSession()
}
