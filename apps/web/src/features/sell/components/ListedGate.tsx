/**
 * Editing a listed item (docs/product/states-and-notices.md: "not editable while listed"): explains why, and takes it down
 * on request (with the forfeit confirmation); the page then continues to the editor.
 */
import type { GoodsDetail } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { useTakeDown } from '../api/lifecycle.ts'
import '../sell.css'
import { paths } from '../../../config/paths.ts'

export function ListedGate({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation()
  const takeDown = useTakeDown()
  const [confirming, setConfirming] = useState(false)
  return (
    <section className="card sell-gate" data-testid="listed-gate">
      <h1>{t('sell.editTitle')}</h1>
      <p>
        <strong>{goods.goodsName}</strong>
      </p>
      <p>{t('sell.edit.listed')}</p>
      <p className="muted small">{t('sell.edit.listedForfeit')}</p>
      <div className="sell-gate-actions">
        <button
          type="button"
          className="btn btn-primary"
          data-testid="gate-take-down"
          disabled={takeDown.isPending}
          onClick={() => setConfirming(true)}
        >
          {takeDown.isPending ? t('common.loading') : t('sell.edit.takeDownAndEdit')}
        </button>
        <Link className="btn btn-ghost" to={paths.myGoods}>
          {t('sell.edit.back')}
        </Link>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('myGoods.tools.takeDown')}
        message={t('myGoods.confirm.takeDown', { name: goods.goodsName })}
        confirmLabel={t('myGoods.tools.takeDown')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          takeDown.mutate(goods.id)
        }}
      />
    </section>
  )
}
