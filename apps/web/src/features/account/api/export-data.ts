/**
 * GET /buyer/passport/member/export: the member's data as a file (docs/product/api.md, Account).
 * It is a download, not an envelope, so it is fetched here with the session rules of lib/api.ts
 * (`withSession`) and saved through a link the page never shows; a refusal (429 past 5 an hour,
 * an ended session) is the usual ApiError.
 */
import { ApiError, resultOf, withSession } from '../../../lib/api.ts'
import { deviceUuid } from '../../../lib/device.ts'
import { currentLanguage, i18n } from '../../../lib/i18n.ts'

const PATH = '/buyer/passport/member/export'
/** A member with years of chats makes a file of some megabytes: more than the API's 10 s. */
const EXPORT_TIMEOUT_MS = 60_000

/** The file name the server gave (`kaifong-<username>-<date>.json`). */
function filenameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'kaifong-data.json'
}

async function fetchExport(token: string | null): Promise<{ blob: Blob; filename: string }> {
  const headers: Record<string, string> = { uuid: deviceUuid(), language: currentLanguage() }
  if (token) headers.accessToken = token
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), EXPORT_TIMEOUT_MS)
  try {
    const res = await fetch(PATH, { headers, signal: controller.signal })
    if (!res.ok) {
      const body = await res.json().catch(() => null)
      resultOf(res.status, body)
      throw new ApiError(res.status, res.status, i18n.t('errors.network'))
    }
    return { blob: await res.blob(), filename: filenameOf(res.headers.get('content-disposition')) }
  } catch (err) {
    if (err instanceof ApiError) throw err
    throw new ApiError(0, 0, i18n.t(controller.signal.aborted ? 'errors.timeout' : 'errors.network'))
  } finally {
    clearTimeout(timer)
  }
}

/** Downloads the member's data and hands it to the browser as a file; answers its name. */
export async function downloadMyData(): Promise<string> {
  const { blob, filename } = await withSession(fetchExport, { silent: true })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0)
  return filename
}
