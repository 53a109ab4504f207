/**
 * Settling a reported listing or chat (docs/admin.md, "Report queue"): the action buttons, and the
 * reason dialog of the action chosen (required to act, optional to dismiss), which the audit log keeps.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../lib/ui.ts'
import { ApiError, ConfirmReason } from '../../admin/index.ts'
import type { GoodsAction, ReportKind, TalkAction } from '../lib/types.ts'

/** The message of a failed action: the server's own (localized) text. */
const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : error ? String(error) : null

interface ActionSpec<A extends string> {
  action: A
  /** The catalogue key under admin.reports.actions. */
  key: string
  required: boolean
  danger?: boolean
}

export const GOODS_ACTIONS: ActionSpec<GoodsAction>[] = [
  { action: 'DISMISS', key: 'dismiss', required: false },
  { action: 'DOWN', key: 'down', required: true },
  { action: 'DELETE', key: 'delete', required: true, danger: true },
]
export const TALK_ACTIONS: ActionSpec<TalkAction>[] = [
  { action: 'DISMISS', key: 'dismiss', required: false },
  { action: 'BAN', key: 'ban', required: true, danger: true },
]

export interface ResolveMutation<A extends string> {
  mutate: (vars: { action: A; reason: string }, opts: { onSuccess: () => void }) => void
  isPending: boolean
  error: unknown
  reset: () => void
}

/** The action buttons and the reason dialog of the action chosen. */
export function ResolveActions<A extends string>({
  specs,
  resolve,
  kind,
}: {
  specs: ActionSpec<A>[]
  resolve: ResolveMutation<A>
  kind: ReportKind
}) {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<ActionSpec<A> | null>(null)
  const close = () => {
    setChosen(null)
    resolve.reset()
  }
  const submit = (reason: string) => {
    if (!chosen) return
    const done = chosen
    resolve.mutate(
      { action: done.action, reason },
      {
        onSuccess: () => {
          setChosen(null)
          toast(t(`admin.reports.actions.${done.key}.done`), 'success')
        },
      },
    )
  }
  return (
    <div className="adm-actions" data-testid="report-actions">
      {specs.map((spec) => (
        <button
          key={spec.action}
          type="button"
          className={`adm-btn ${spec.danger ? 'adm-btn-danger' : spec.required ? 'adm-btn-primary' : 'adm-btn-ghost'}`}
          data-testid={`report-action-${spec.action}`}
          onClick={() => {
            resolve.reset()
            setChosen(spec)
          }}
        >
          {t(`admin.reports.actions.${spec.key}.button`)}
        </button>
      ))}
      <ConfirmReason
        open={chosen !== null}
        title={chosen ? t(`admin.reports.actions.${chosen.key}.title`) : ''}
        message={chosen ? t(`admin.reports.actions.${chosen.key}.${kind}`) : ''}
        confirmLabel={chosen ? t(`admin.reports.actions.${chosen.key}.button`) : ''}
        required={chosen?.required ?? false}
        danger={chosen?.danger}
        pending={resolve.isPending}
        error={messageOf(resolve.error)}
        onSubmit={submit}
        onClose={close}
      />
    </div>
  )
}
