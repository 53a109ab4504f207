/**
 * The talk's menu: block or unblock the other member (with confirmation; docs/product/chat.md
 * "Blocking") and report the talk (its dialog loads when first opened).
 */
import type { TalkDetail } from '@kaifong/contract'
import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { toast } from '../../../lib/ui.ts'
import { useDismiss } from '../../../lib/use-dismiss.ts'
import { useTalkAction } from '../api/talk-actions.ts'

const ReportTalkDialog = lazy(async () => ({
  default: (await import('./ReportTalkDialog.tsx')).ReportTalkDialog,
}))

type Open = 'menu' | 'block' | 'report' | null

export function TalkMenu({ talk }: { talk: TalkDetail }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState<Open>(null)
  const ref = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setOpen((o) => (o === 'menu' ? null : o)), [])
  useDismiss(ref, open === 'menu', close)
  const action = useTalkAction(talk)
  const blocking = !talk.blockedByMe
  const name = talk.name || t('chat.deletedMember')

  const confirmBlock = () => {
    setOpen(null)
    action.mutate(blocking ? 'block' : 'unblock', {
      onSuccess: () => toast(t(blocking ? 'chat.menu.blocked' : 'chat.menu.unblocked', { name }), 'success'),
    })
  }

  return (
    <div className="talk-menu" ref={ref}>
      <button
        type="button"
        className="icon-btn talk-menu-button"
        aria-label={t('chat.menu.label')}
        aria-haspopup="menu"
        aria-expanded={open === 'menu'}
        data-testid="talk-menu"
        onClick={() => setOpen((o) => (o === 'menu' ? null : 'menu'))}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(null)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
          <path
            fill="currentColor"
            d="M12 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm0 6a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm0 6a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z"
          />
        </svg>
      </button>
      {open === 'menu' && (
        <div className="menu" role="menu">
          <button type="button" role="menuitem" data-testid="menu-block" onClick={() => setOpen('block')}>
            {t(blocking ? 'chat.menu.block' : 'chat.menu.unblock')}
          </button>
          <button type="button" role="menuitem" data-testid="menu-report" onClick={() => setOpen('report')}>
            {t('chat.menu.report')}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={open === 'block'}
        title={t(blocking ? 'chat.menu.blockTitle' : 'chat.menu.unblockTitle', { name })}
        message={t(blocking ? 'chat.menu.blockBody' : 'chat.menu.unblockBody', { name })}
        confirmLabel={t(blocking ? 'chat.menu.block' : 'chat.menu.unblock')}
        onConfirm={confirmBlock}
        onCancel={() => setOpen(null)}
      />
      {open === 'report' && (
        <Suspense fallback={null}>
          <ReportTalkDialog talkId={talk.id} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  )
}
