/**
 * /admin/hot-words (docs/admin.md, "Hot words", right `content`): the words as searches rank them,
 * each with Pin and Hide; what visitors see now; the operator's rules, where pinned words are put
 * in order and any rule is removed; and a rule for a word searches have not ranked yet.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminField, fieldA11y } from '../components/AdminField.tsx'
import { AdminError, AdminLoading } from '../components/AdminStates.tsx'
import { type AdminColumn, AdminTable } from '../components/AdminTable.tsx'
import { ConfirmAction } from '../components/ConfirmAction.tsx'
import '../components/admin-content.css'
import { adminApi } from '../lib/admin-api.ts'
import {
  contentKeys,
  formError,
  moveItem,
  pinnedInOrder,
  type RuleChange,
  reorderChanges,
} from '../lib/content.ts'
import { HOT_WORD_MAX, type HotWordRule, type HotWordsOverview } from '../lib/content-types.ts'
import { useAdminTitle } from '../lib/title.ts'

type Action = HotWordRule['action']

const wordPath = (word: string) => `/hot-words/${encodeURIComponent(word)}`

function useHotWordMutations(onDone: (message: string) => void) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: contentKeys.hotWords })
  const setRules = useMutation({
    mutationFn: async (changes: RuleChange[]) => {
      for (const { word, action, sortOrder } of changes)
        await adminApi<HotWordRule>(wordPath(word), { method: 'PUT', body: { action, sortOrder } })
    },
    onSuccess: async (_, changes) => {
      const [first] = changes
      if (changes.length === 1 && first)
        onDone(t(`adminContent.hotWords.done.${first.action}`, { word: first.word }))
      else onDone(t('adminContent.hotWords.done.order'))
      await refresh()
    },
    onError: () => void refresh(),
  })
  const removeRule = useMutation({
    mutationFn: (word: string) => adminApi<unknown>(wordPath(word), { method: 'DELETE' }),
    onSuccess: async (_, word) => {
      onDone(t('adminContent.hotWords.done.removed', { word }))
      await refresh()
    },
  })
  return { setRules, removeRule }
}

function NewRule({ onAdd, pending }: { onAdd: (word: string, action: Action) => void; pending: boolean }) {
  const { t } = useTranslation()
  const [word, setWord] = useState('')
  const [action, setAction] = useState<Action>('PIN')
  const [problem, setProblem] = useState<string | null>(null)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const text = word.trim()
    if (!text) return setProblem(t('adminContent.common.required'))
    setProblem(null)
    onAdd(text, action)
    setWord('')
  }
  return (
    <form className="adm-form adc-inline-form" onSubmit={submit} noValidate data-testid="hot-word-new">
      <AdminField id="hot-word-text" label={t('adminContent.hotWords.word')} error={problem}>
        <input
          className="adm-input"
          value={word}
          maxLength={HOT_WORD_MAX}
          data-testid="hot-word-text"
          onChange={(e) => setWord(e.target.value)}
          {...fieldA11y('hot-word-text', problem)}
        />
      </AdminField>
      <AdminField id="hot-word-action" label={t('adminContent.hotWords.rule')}>
        <select
          className="adm-input"
          value={action}
          data-testid="hot-word-action"
          onChange={(e) => setAction(e.target.value as Action)}
          {...fieldA11y('hot-word-action', null)}
        >
          <option value="PIN">{t('adminContent.hotWords.actions.PIN')}</option>
          <option value="HIDE">{t('adminContent.hotWords.actions.HIDE')}</option>
        </select>
      </AdminField>
      <button type="submit" className="adm-btn adm-btn-primary" disabled={pending} data-testid="hot-word-add">
        {t('adminContent.hotWords.addRule')}
      </button>
    </form>
  )
}

export default function HotWordsPage() {
  const { t } = useTranslation()
  useAdminTitle(t('adminContent.hotWords.title'))
  const [done, setDone] = useState<string | null>(null)
  const [removing, setRemoving] = useState<string | null>(null)
  const overview = useQuery({
    queryKey: contentKeys.hotWords,
    queryFn: () => adminApi<HotWordsOverview>('/hot-words'),
  })
  const { setRules, removeRule } = useHotWordMutations(setDone)
  const rules = overview.data?.rules ?? []
  const ruleOf = (word: string) => rules.find((r) => r.word === word)
  const pinned = pinnedInOrder(rules)
  const pin = (word: string) => setRules.mutate([{ word, action: 'PIN', sortOrder: pinned.length }])
  const hide = (word: string) => setRules.mutate([{ word, action: 'HIDE', sortOrder: 0 }])
  const start = () => {
    setDone(null)
    setRules.reset()
    removeRule.reset()
  }
  const busy = setRules.isPending || removeRule.isPending

  const computedColumns: AdminColumn<HotWordsOverview['computed'][number]>[] = [
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
                onClick={() => {
                  start()
                  pin(w.word)
                }}
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
                onClick={() => {
                  start()
                  hide(w.word)
                }}
              >
                {t('adminContent.hotWords.actions.HIDE')}
              </button>
            )}
          </span>
        )
      },
    },
  ]

  const ordered = [
    ...pinned,
    ...rules.filter((r) => r.action === 'HIDE').sort((a, b) => a.word.localeCompare(b.word)),
  ]
  const ruleColumns: AdminColumn<HotWordRule>[] = [
    { key: 'word', header: t('adminContent.hotWords.word'), cell: (r) => r.word },
    {
      key: 'action',
      header: t('adminContent.hotWords.rule'),
      cell: (r) => t(`adminContent.hotWords.state.${r.action}`),
    },
    {
      key: 'order',
      header: t('adminContent.common.sortOrder'),
      cell: (r) => {
        if (r.action !== 'PIN') return t('adminContent.common.none')
        const i = pinned.indexOf(r)
        const move = (by: -1 | 1) => {
          start()
          setRules.mutate(reorderChanges(moveItem(pinned, i, by)))
        }
        return (
          <span className="adc-order-buttons">
            <span className="adc-order-number">{i + 1}</span>
            <button
              type="button"
              className="adm-btn adm-btn-ghost"
              disabled={busy || i === 0}
              aria-label={t('adminContent.common.moveUp', { name: r.word })}
              data-testid="hot-word-up"
              onClick={() => move(-1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="adm-btn adm-btn-ghost"
              disabled={busy || i === pinned.length - 1}
              aria-label={t('adminContent.common.moveDown', { name: r.word })}
              data-testid="hot-word-down"
              onClick={() => move(1)}
            >
              ↓
            </button>
          </span>
        )
      },
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
          onClick={() => {
            start()
            setRemoving(r.word)
          }}
        >
          {t('adminContent.common.remove')}
        </button>
      ),
    },
  ]

  const error = setRules.error ?? null
  return (
    <section className="adm-page" aria-labelledby="hot-words-title">
      <h1 id="hot-words-title">{t('adminContent.hotWords.title')}</h1>
      <p role="status" className="adc-ok" data-testid="hot-words-done">
        {done ?? ''}
      </p>
      {error && (
        <p className="adm-field-error" role="alert">
          {formError(error)}
        </p>
      )}
      {overview.isPending ? (
        <AdminLoading />
      ) : overview.isError ? (
        <AdminError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <section className="adm-panel" aria-labelledby="hot-words-shown">
            <h2 id="hot-words-shown">{t('adminContent.hotWords.shown')}</h2>
            {overview.data.shown.length ? (
              <ol className="adc-chips" data-testid="hot-words-shown">
                {overview.data.shown.map((word) => (
                  <li key={word}>{word}</li>
                ))}
              </ol>
            ) : (
              <p className="adm-muted">{t('adminContent.hotWords.noneShown')}</p>
            )}
          </section>
          <section className="adm-panel" aria-labelledby="hot-words-computed">
            <h2 id="hot-words-computed">{t('adminContent.hotWords.computed')}</h2>
            <p className="adm-muted">{t('adminContent.hotWords.computedHint')}</p>
            <AdminTable
              caption={t('adminContent.hotWords.computed')}
              columns={computedColumns}
              rows={overview.data.computed}
              rowKey={(w) => w.word}
              empty={t('adminContent.hotWords.noComputed')}
              testId="hot-words-computed"
              rowTestId="hot-word-row"
            />
          </section>
          <section className="adm-panel" aria-labelledby="hot-words-rules">
            <h2 id="hot-words-rules">{t('adminContent.hotWords.rules')}</h2>
            <AdminTable
              caption={t('adminContent.hotWords.rules')}
              columns={ruleColumns}
              rows={ordered}
              rowKey={(r) => r.word}
              empty={t('adminContent.hotWords.noRules')}
              testId="hot-word-rules"
              rowTestId="hot-word-rule"
            />
            <h3>{t('adminContent.hotWords.addRule')}</h3>
            <NewRule
              pending={busy}
              onAdd={(word, action) => {
                start()
                if (action === 'PIN') pin(word)
                else hide(word)
              }}
            />
          </section>
        </>
      )}
      <ConfirmAction
        open={removing !== null}
        title={t('adminContent.hotWords.removeTitle')}
        message={t('adminContent.hotWords.removeMessage', { word: removing ?? '' })}
        confirmLabel={t('adminContent.common.remove')}
        pending={removeRule.isPending}
        error={removeRule.error ? formError(removeRule.error) : null}
        onConfirm={() =>
          removing &&
          removeRule.mutate(removing, {
            onSuccess: () => setRemoving(null),
          })
        }
        onClose={() => setRemoving(null)}
      />
    </section>
  )
}
