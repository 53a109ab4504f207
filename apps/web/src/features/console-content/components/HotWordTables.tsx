/**
 * The hot words page's two tables (docs/admin.md, "Hot words"): the words as searches rank them,
 * each with Pin and Hide, and the operator's rules, pinned words in order with ↑ ↓, any removed.
 */
import { useTranslation } from 'react-i18next'
import { type AdminColumn, AdminTable } from '../../admin/index.ts'
import type { HotWordRule, HotWordsOverview } from '../lib/types.ts'

type Computed = HotWordsOverview['computed'][number]

interface ComputedProps {
  computed: Computed[]
  rules: readonly HotWordRule[]
  busy: boolean
  onRule: (word: string, action: HotWordRule['action']) => void
}

export function ComputedWords({ computed, rules, busy, onRule }: ComputedProps) {
  const { t } = useTranslation()
  const ruleOf = (word: string) => rules.find((r) => r.word === word)
  const columns: AdminColumn<Computed>[] = [
    { key: 'word', header: t('adminContent.hotWords.word'), cell: (w) => w.word },
    { key: 'count', header: t('adminContent.hotWords.count'), className: 'adm-num', cell: (w) => w.count },
    {
      key: 'rule',
      header: t('adminContent.hotWords.rule'),
      cell: (w) => {
        const rule = ruleOf(w.word)
        return rule ? t(`adminContent.hotWords.state.${rule.action}`) : t('adminContent.common.none')
      },
    },
    {
      key: 'actions',
      header: t('adminContent.common.actions'),
      cell: (w) => {
        const rule = ruleOf(w.word)
        return (
          <span className="adc-buttons">
            {rule?.action !== 'PIN' && (
              <button
                type="button"
                className="adm-btn adm-btn-ghost"
                disabled={busy}
                aria-label={t('adminContent.hotWords.pinOne', { word: w.word })}
                data-testid="hot-word-pin"
                onClick={() => onRule(w.word, 'PIN')}
              >
                {t('adminContent.hotWords.actions.PIN')}
              </button>
            )}
            {rule?.action !== 'HIDE' && (
              <button
                type="button"
                className="adm-btn adm-btn-ghost"
                disabled={busy}
                aria-label={t('adminContent.hotWords.hideOne', { word: w.word })}
                data-testid="hot-word-hide"
                onClick={() => onRule(w.word, 'HIDE')}
              >
                {t('adminContent.hotWords.actions.HIDE')}
              </button>
            )}
          </span>
        )
      },
    },
  ]
  return (
    <AdminTable
      caption={t('adminContent.hotWords.computed')}
      columns={columns}
      rows={computed}
      rowKey={(w) => w.word}
      empty={t('adminContent.hotWords.noComputed')}
      testId="hot-words-computed"
      rowTestId="hot-word-row"
    />
  )
}

interface RulesProps {
  pinned: HotWordRule[]
  rules: readonly HotWordRule[]
  busy: boolean
  onMove: (index: number, by: -1 | 1) => void
  onRemove: (word: string) => void
}

export function HotWordRules({ pinned, rules, busy, onMove, onRemove }: RulesProps) {
  const { t } = useTranslation()
  const ordered = [
    ...pinned,
    ...rules.filter((r) => r.action === 'HIDE').sort((a, b) => a.word.localeCompare(b.word)),
  ]
  const columns: AdminColumn<HotWordRule>[] = [
    { key: 'word', header: t('adminContent.hotWords.word'), cell: (r) => r.word },
    {
      key: 'action',
      header: t('adminContent.hotWords.rule'),
      cell: (r) => t(`adminContent.hotWords.state.${r.action}`),
    },
    {
      key: 'order',
      header: t('adminContent.common.sortOrder'),
      cell: (r) =>
        r.action === 'PIN' ? (
          <PinOrder
            word={r.word}
            index={pinned.indexOf(r)}
            count={pinned.length}
            busy={busy}
            onMove={onMove}
          />
        ) : (
          t('adminContent.common.none')
        ),
    },
    {
      key: 'actions',
      header: t('adminContent.common.actions'),
      cell: (r) => (
        <button
          type="button"
          className="adm-btn adm-btn-ghost"
          disabled={busy}
          aria-label={t('adminContent.hotWords.removeOne', { word: r.word })}
          data-testid="hot-word-remove"
          onClick={() => onRemove(r.word)}
        >
          {t('adminContent.common.remove')}
        </button>
      ),
    },
  ]
  return (
    <AdminTable
      caption={t('adminContent.hotWords.rules')}
      columns={columns}
      rows={ordered}
      rowKey={(r) => r.word}
      empty={t('adminContent.hotWords.noRules')}
      testId="hot-word-rules"
      rowTestId="hot-word-rule"
    />
  )
}

/** A pinned word's place among the pins, with ↑ and ↓. */
function PinOrder({
  word,
  index,
  count,
  busy,
  onMove,
}: {
  word: string
  index: number
  count: number
  busy: boolean
  onMove: (index: number, by: -1 | 1) => void
}) {
  const { t } = useTranslation()
  return (
    <span className="adc-order-buttons">
      <span className="adc-order-number">{index + 1}</span>
      <button
        type="button"
        className="adm-btn adm-btn-ghost"
        disabled={busy || index === 0}
        aria-label={t('adminContent.common.moveUp', { name: word })}
        data-testid="hot-word-up"
        onClick={() => onMove(index, -1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="adm-btn adm-btn-ghost"
        disabled={busy || index === count - 1}
        aria-label={t('adminContent.common.moveDown', { name: word })}
        data-testid="hot-word-down"
        onClick={() => onMove(index, 1)}
      >
        ↓
      </button>
    </span>
  )
}
