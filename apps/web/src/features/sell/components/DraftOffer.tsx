/**
 * The offer to take up an unfinished draft (draft.ts) when /sell opens: what it holds and when it
 * was saved, then "restore" or "discard". Nothing is restored, nor overwritten, until the seller
 * chooses.
 */
import { useTranslation } from 'react-i18next'
import { timeAgo } from '../../../lib/format.ts'
import type { Draft } from '../draft.ts'

interface Props {
  draft: Draft
  onRestore: () => void
  onDiscard: () => void
}

export function DraftOffer({ draft, onRestore, onDiscard }: Props) {
  const { t } = useTranslation()
  const ago = timeAgo(new Date(draft.savedAt).toISOString())
  const name = draft.values.goodsName.trim()
  return (
    <section className="card sell-gate" aria-labelledby="draft-offer-title" data-testid="draft-offer">
      <h1 id="draft-offer-title">{t('sell.title')}</h1>
      <p>{t('sell.draft.offer', { ago: t(ago.key, { count: ago.count }) })}</p>
      <ul className="sell-draft-summary">
        {name && <li>{t('sell.draft.name', { name })}</li>}
        <li>{t('sell.draft.photos', { count: draft.photos.length })}</li>
      </ul>
      <div className="sell-gate-actions">
        <button type="button" className="btn btn-primary" data-testid="draft-restore" onClick={onRestore}>
          {t('sell.draft.restore')}
        </button>
        <button type="button" className="btn btn-ghost" data-testid="draft-discard" onClick={onDiscard}>
          {t('sell.draft.discard')}
        </button>
      </div>
    </section>
  )
}
