/** "<name> is typing…" under the messages while the other side types (lib/typing.ts). */
import { useTranslation } from 'react-i18next'
import { useTyping } from '../lib/typing.ts'

export function TypingLine({ talkId, name }: { talkId: string; name: string }) {
  const { t } = useTranslation()
  const typing = useTyping(talkId)
  return (
    <p className="conv-typing" aria-live="polite" data-testid="typing">
      {typing ? t('chat.typing', { name }) : ''}
    </p>
  )
}
