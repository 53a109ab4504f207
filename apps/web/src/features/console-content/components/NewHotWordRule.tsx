/** A rule for a word searches have not ranked yet: the word, and Pin or Hide. */
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminField, fieldA11y } from '../../admin/index.ts'
import { HOT_WORD_MAX, type HotWordRule } from '../lib/types.ts'

type Action = HotWordRule['action']

export function NewHotWordRule({
  onAdd,
  pending,
}: {
  onAdd: (word: string, action: Action) => void
  pending: boolean
}) {
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
