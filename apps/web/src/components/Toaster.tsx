/** Shows toasts; sticky warnings (SPEC §8) stay until closed. */
import { useTranslation } from 'react-i18next'
import { dismissToast, useToasts } from '../lib/ui.ts'

export function Toaster() {
  const list = useToasts()
  const { t } = useTranslation()
  return (
    <div className="toaster" aria-live="polite">
      {list.map((item) => (
        <div
          key={item.id}
          className={`toast toast-${item.kind}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
        >
          <div className="toast-text">
            {item.title && <strong>{item.title}</strong>}
            <span>{item.message}</span>
          </div>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('common.close')}
            onClick={() => dismissToast(item.id)}
          >
            ✕
          </button>
        </div>
      ))}
    </div>
  )
}
