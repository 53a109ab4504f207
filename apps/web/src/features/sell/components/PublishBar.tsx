/**
 * The publish bar (sticky at the bottom): what is still missing (each item jumps to its section),
 * the cost, and the publish / save button, disabled until everything is given.
 */
import { useTranslation } from 'react-i18next'
import { translateIssue } from '../../../lib/i18n.ts'
import { type Missing, SECTION_OF, type SectionId } from '../form.ts'

interface Props {
  edit: boolean
  /** Shop goods: published free (docs/product/shop-goods.md). */
  shop?: boolean
  missing: readonly Missing[]
  uploading: boolean
  sending: boolean
  cost: number
  coinsShort: boolean
  onGo: (section: SectionId) => void
  onPublish: () => void
}

export function PublishBar({
  edit,
  shop = false,
  missing,
  uploading,
  sending,
  cost,
  coinsShort,
  onGo,
  onPublish,
}: Props) {
  const { t } = useTranslation()
  const blocked = missing.length > 0 || uploading || sending || (!edit && coinsShort)
  let status: string | null = null
  if (uploading) status = t('sell.publish.waitUploads')
  else if (!edit && coinsShort && missing.length === 0) status = t('sell.publish.needCoins')
  return (
    <div className="sell-bar" data-testid="publish-bar">
      <div className="sell-bar-status" aria-live="polite">
        {missing.length > 0 && (
          <div className="sell-missing" data-testid="missing">
            <span>{t('sell.publish.missing')}</span>
            <ul>
              {missing.map((m) => (
                <li key={m}>
                  <button type="button" className="link" onClick={() => onGo(SECTION_OF[m])}>
                    {m === 'methods' ? translateIssue('goods.methods.required') : t(`sell.missing.${m}`)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {status && <p className="small">{status}</p>}
      </div>
      <button
        type="button"
        className="btn btn-primary"
        data-testid="publish"
        disabled={blocked}
        onClick={onPublish}
      >
        {sending
          ? t('sell.publish.sending')
          : edit
            ? t('sell.edit.save')
            : shop
              ? t('sell.sku.publish')
              : t('sell.publish.submit', { coins: cost })}
      </button>
    </div>
  )
}
