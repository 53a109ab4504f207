/**
 * Composing a system notice (docs/admin.md, "System notices"): its audience, its title and content
 * in one to three languages (a warning names the languages left out and where their text will
 * come from), sent now or at a Hong Kong time, with a preview; the rules are lib/notice-draft.ts's.
 */
import { BROADCAST_SCHEDULE_MAX_DAYS } from '@kaifong/contract/admin'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../../lib/i18n.ts'
import {
  adminTime,
  fieldError,
  formError,
  LANGS,
  LocalizedInputs,
  localizedErrors,
} from '../../admin/index.ts'
import {
  checkNotice,
  emptyNoticeForm,
  type NoticeForm,
  type NoticeProblems,
  noticeFallbacks,
} from '../lib/notice-draft.ts'
import { useSendNotice } from '../lib/notices.ts'
import { BROADCAST_CONTENT_MAX, BROADCAST_TITLE_MAX } from '../lib/types.ts'
import { FallbackWarning } from './FallbackWarning.tsx'
import { AudienceFields, type SetField, WhenFields } from './NoticeFields.tsx'
import { NoticePreview } from './NoticePreview.tsx'

const FIELDS = ['audience', 'memberId', 'sendAt', ...LANGS.flatMap((l) => [`title.${l}`, `content.${l}`])]

/** The form, its problems, the preview's state and the sending; emptied once sent. */
function useCompose() {
  const { t } = useTranslation()
  const [form, setForm] = useState<NoticeForm>(emptyNoticeForm)
  const [problems, setProblems] = useState<NoticeProblems | null>(null)
  const [previewing, setPreviewing] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const send = useSendNotice((result, body) => {
    setForm(emptyNoticeForm())
    setProblems(null)
    setPreviewing(false)
    const lang = currentLanguage()
    setDone(
      body.sendAt
        ? t('adminContent.notices.scheduled', { time: adminTime(result?.sendAt ?? body.sendAt, lang) })
        : t('adminContent.notices.sent'),
    )
  })
  const set: SetField = (key, value) => setForm((f) => ({ ...f, [key]: value }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setDone(null)
    const checked = checkNotice(form, new Date())
    if ('problems' in checked) return setProblems(checked.problems)
    setProblems(null)
    send.mutate(checked.body)
  }
  return { form, set, problems, previewing, setPreviewing, done, send, submit }
}

export function NoticeCompose() {
  const { t } = useTranslation()
  const { form, set, problems, previewing, setPreviewing, done, send, submit } = useCompose()
  const required = t('adminContent.common.required')
  const memberIdError = problems?.memberId ? t(problems.memberId) : fieldError(send.error, 'memberId')
  const sendAtError = problems?.sendAt
    ? t(problems.sendAt, { days: BROADCAST_SCHEDULE_MAX_DAYS })
    : fieldError(send.error, 'sendAt')
  const general = problems?.empty ? t('adminContent.notices.oneLanguage') : formError(send.error, FIELDS)
  const fallbacks = noticeFallbacks(form)
  return (
    <section className="adm-panel" aria-labelledby="notice-compose">
      <h2 id="notice-compose">{t('adminContent.notices.compose')}</h2>
      <form className="adm-form" onSubmit={submit} noValidate data-testid="notice-form">
        <AudienceFields form={form} set={set} memberIdError={memberIdError} />
        <LocalizedInputs
          idPrefix="notice-title"
          label={t('adminContent.notices.noticeTitle')}
          value={form.title}
          maxLength={BROADCAST_TITLE_MAX}
          required={false}
          onChange={(title) => set('title', title)}
          errors={localizedErrors(send.error, 'title', problems?.missingTitle ?? [], required)}
        />
        <LocalizedInputs
          idPrefix="notice-content"
          label={t('adminContent.notices.content')}
          value={form.content}
          multiline
          maxLength={BROADCAST_CONTENT_MAX}
          required={false}
          onChange={(content) => set('content', content)}
          errors={localizedErrors(send.error, 'content', problems?.missingContent ?? [], required)}
        />
        {fallbacks.length > 0 && <FallbackWarning fallbacks={fallbacks} />}
        <WhenFields form={form} set={set} sendAtError={sendAtError} />
        {general && (
          <p className="adm-field-error" role="alert" data-testid="notice-error">
            {general}
          </p>
        )}
        <ComposeButtons
          previewing={previewing}
          onPreview={() => setPreviewing((p) => !p)}
          pending={send.isPending}
          later={form.when === 'later'}
        />
      </form>
      <div id="notice-preview">{previewing && <NoticePreview form={form} />}</div>
      {done && (
        <p role="status" className="adc-ok" data-testid="notice-done">
          {done}
        </p>
      )}
    </section>
  )
}

function ComposeButtons({
  previewing,
  onPreview,
  pending,
  later,
}: {
  previewing: boolean
  onPreview: () => void
  pending: boolean
  later: boolean
}) {
  const { t } = useTranslation()
  return (
    <div className="adm-actions">
      <button
        type="button"
        className="adm-btn adm-btn-ghost"
        aria-expanded={previewing}
        aria-controls="notice-preview"
        data-testid="notice-preview-toggle"
        onClick={onPreview}
      >
        {previewing ? t('adminContent.notices.hidePreview') : t('adminContent.notices.preview')}
      </button>
      <button
        type="submit"
        className="adm-btn adm-btn-primary"
        disabled={pending}
        data-testid="notice-submit"
      >
        {pending
          ? t('adminContent.common.working')
          : later
            ? t('adminContent.notices.schedule')
            : t('adminContent.notices.sendNow')}
      </button>
    </div>
  )
}
