/**
 * Copies text for the share menu and the invitation page. The Clipboard API needs a secure context
 * and may be refused (no permission, document not focused); a selected text field and
 * `execCommand('copy')` still work on plain http (a LAN address). False when neither did.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Refused: the older way below may still work.
  }
  const field = document.createElement('textarea')
  field.value = text
  field.setAttribute('readonly', '')
  field.style.position = 'fixed'
  field.style.opacity = '0'
  document.body.append(field)
  field.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    field.remove()
  }
}
