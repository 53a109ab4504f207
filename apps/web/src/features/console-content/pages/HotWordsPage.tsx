/**
 * /admin/hot-words (docs/admin.md, "Hot words", right `content`): the words as searches rank them,
 * each with Pin and Hide; what visitors see now; the operator's rules, where pinned words are put
 * in order and any rule is removed; and a rule for a word searches have not ranked yet.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  AdminError,
  AdminLoading,
  adminApi,
  ConfirmAction,
  formError,
  moveItem,
  useAdminTitle,
} from '../../admin/index.ts'
import { ComputedWords, HotWordRules } from '../components/HotWordTables.tsx'
import { NewHotWordRule } from '../components/NewHotWordRule.tsx'
import { pinnedInOrder, type RuleChange, reorderChanges, useHotWords, wordPath } from '../lib/hot-words.ts'
import { contentKeys } from '../lib/keys.ts'
import type { HotWordRule } from '../lib/types.ts'

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

/** The overview, the rule changes made from it, and the message of the last one. */
function useHotWordActions() {
  const [done, setDone] = useState<string | null>(null)
  const [removing, setRemoving] = useState<string | null>(null)
  const overview = useHotWords()
  const { setRules, removeRule } = useHotWordMutations(setDone)
  const rules = overview.data?.rules ?? []
  const pinned = pinnedInOrder(rules)
  const start = () => {
    setDone(null)
    setRules.reset()
    removeRule.reset()
  }
  const rule = (word: string, action: HotWordRule['action']) => {
    start()
    setRules.mutate([{ word, action, sortOrder: action === 'PIN' ? pinned.length : 0 }])
  }
  const move = (index: number, by: -1 | 1) => {
    start()
    setRules.mutate(reorderChanges(moveItem(pinned, index, by)))
  }
  const remove = (word: string) => {
    start()
    setRemoving(word)
  }
  const busy = setRules.isPending || removeRule.isPending
  return {
    overview,
    rules,
    pinned,
    done,
    removing,
    setRemoving,
    setRules,
    removeRule,
    rule,
    move,
    remove,
    busy,
  }
}

export default function HotWordsPage() {
  const { t } = useTranslation()
  useAdminTitle(t('adminContent.hotWords.title'))
  const {
    overview,
    rules,
    pinned,
    done,
    removing,
    setRemoving,
    setRules,
    removeRule,
    rule,
    move,
    remove,
    busy,
  } = useHotWordActions()
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
          <ShownWords shown={overview.data.shown} />
          <section className="adm-panel" aria-labelledby="hot-words-computed">
            <h2 id="hot-words-computed">{t('adminContent.hotWords.computed')}</h2>
            <p className="adm-muted">{t('adminContent.hotWords.computedHint')}</p>
            <ComputedWords computed={overview.data.computed} rules={rules} busy={busy} onRule={rule} />
          </section>
          <section className="adm-panel" aria-labelledby="hot-words-rules">
            <h2 id="hot-words-rules">{t('adminContent.hotWords.rules')}</h2>
            <HotWordRules pinned={pinned} rules={rules} busy={busy} onMove={move} onRemove={remove} />
            <h3>{t('adminContent.hotWords.addRule')}</h3>
            <NewHotWordRule pending={busy} onAdd={rule} />
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

/** What visitors see now, in order. */
function ShownWords({ shown }: { shown: string[] }) {
  const { t } = useTranslation()
  return (
    <section className="adm-panel" aria-labelledby="hot-words-shown">
      <h2 id="hot-words-shown">{t('adminContent.hotWords.shown')}</h2>
      {shown.length ? (
        <ol className="adc-chips" data-testid="hot-words-shown">
          {shown.map((word) => (
            <li key={word}>{word}</li>
          ))}
        </ol>
      ) : (
        <p className="adm-muted">{t('adminContent.hotWords.noneShown')}</p>
      )}
    </section>
  )
}
