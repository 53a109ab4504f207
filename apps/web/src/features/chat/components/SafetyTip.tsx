/**
 * The tip under a received text message that asks to leave the platform, pay ahead or follow a
 * link (docs/product/chat.md "Safety tips"), in the viewer's language; dismissing it is
 * remembered per message (lib/tips.ts).
 */
import type { SafetyKind } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dismissTip, tipDismissed } from '../lib/tips.ts'

export function SafetyTip({ messageId, kinds }: { messageId: string; kinds: readonly SafetyKind[] }) {
  const { t } = useTranslation()
  const [hidden, setHidden] = useState(() => tipDismissed(messageId))
  if (hidden || kinds.length === 0) return null
  return (
    <div className="safety-tip" role="note" data-testid="safety-tip">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden>
        <path fill="currentColor" d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
      </svg>
      <div className="safety-tip-text">
        {kinds.map((kind) => (
          <p key={kind}>{t(`chat.safety.${kind}`)}</p>
        ))}
      </div>
      <button
        type="button"
        className="icon-btn safety-tip-close"
        aria-label={t('chat.safety.dismiss')}
        data-testid="safety-dismiss"
        onClick={() => {
          dismissTip(messageId)
          setHidden(true)
        }}
      >
        ✕
      </button>
    </div>
  )
}
