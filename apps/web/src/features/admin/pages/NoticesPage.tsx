/**
 * /admin/notices (docs/admin.md, "System notices", right `notices`): compose a SYSTEM notice for
 * everyone, the sellers, the new members or one member, in one to three languages (a warning names
 * the languages left out and where their text will come from), sent now or at a Hong Kong time;
 * preview it; the list of past and scheduled notices with their status and recipients, where a
 * scheduled one can be cancelled.
 */
import type { Language } from '@kaifong/contract'
import { BROADCAST_SCHEDULE_MAX_DAYS } from '@kaifong/contract/admin'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../../lib/i18n.ts'
import { AdminField, fieldA11y } from '../components/AdminField.tsx'
import { AdminError, AdminLoading } from '../components/AdminStates.tsx'
import { type AdminColumn, AdminTable } from '../components/AdminTable.tsx'
import { ConfirmAction } from '../components/ConfirmAction.tsx'
import { LocalizedInputs } from '../components/LocalizedInputs.tsx'
import '../components/admin-content.css'
import { adminApi } from '../lib/admin-api.ts'
import {
  contentKeys,
  fieldError,
  formError,
  inLanguage,
  isoToHkLocal,
  LANGS,
  localizedErrors,
} from '../lib/content.ts'
import {
  BROADCAST_CONTENT_MAX,
  BROADCAST_TITLE_MAX,
  type BroadcastBody,
  type BroadcastRecord,
  NOTICE_AUDIENCES,
  type Page,
} from '../lib/content-types.ts'
import { adminTime } from '../lib/format.ts'
import {
  checkNotice,
  emptyNoticeForm,
  type NoticeForm,
  type NoticeProblems,
  noticeFallbacks,
} from '../lib/notice-draft.ts'
import { useAdminTitle } from '../lib/title.ts'

const PAGE_SIZE = 20
const FIELDS = ['audience', 'memberId', 'sendAt', ...LANGS.flatMap((l) => [`title.${l}`, `content.${l}`])]

const isChinese = (lang: Language) => lang !== 'en'

/** The languages left out and where their text will come from: sending is allowed, after reading this. */
function FallbackWarning({ fallbacks }: { fallbacks: [Language, Language][] }) {
  const { t } = useTranslation()
  const name = (lang: Language) => t(`adminContent.languages.${lang}`)
  const list = new Intl.ListFormat(currentLanguage(), { type: 'conjunction' })
  return (
    <div className="adc-warning" role="note" data-testid="notice-fallback">
      <p>
        <strong>
          {t('adminContent.notices.fallbackTitle', {
            languages: list.format(fallbacks.map(([l]) => name(l))),
          })}
        </strong>
      </p>
      <ul>
        {fallbacks.map(([missing, from]) => (
          <li key={missing}>
            {t(
              isChinese(missing) && isChinese(from)
                ? 'adminContent.notices.fallbackConverted'
                : 'adminContent.notices.fallbackCopied',
              { missing: name(missing), from: name(from) },
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

function Preview({ form }: { form: NoticeForm }) {
  const { t } = useTranslation()
  const from = new Map(noticeFallbacks(form))
  return (
    <section
      className="adc-preview-grid"
      aria-label={t('adminContent.notices.preview')}
      data-testid="notice-preview"
    >
      {LANGS.map((lang: Language) => {
        // A language left out shows the text it will get (the server converts the Chinese script).
        const source = from.get(lang) ?? lang
        return (
          <article key={lang} lang={source} className="adc-notice-preview">
            <p className="adm-muted">
              {source === lang
                ? t(`adminContent.languages.${lang}`)
                : t('adminContent.notices.previewFrom', {
                    language: t(`adminContent.languages.${lang}`),
                    from: t(`adminContent.languages.${source}`),
                  })}
            </p>
            <h3>{form.title[source] || t('adminContent.notices.untitled')}</h3>
            <p className="adc-pre">{form.content[source]}</p>
          </article>
        )
      })}
    </section>
  )
}

function Compose() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [form, setForm] = useState<NoticeForm>(emptyNoticeForm)
  const [problems, setProblems] = useState<NoticeProblems | null>(null)
  const [previewing, setPreviewing] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const send = useMutation({
    mutationFn: (body: BroadcastBody) => adminApi<BroadcastRecord>('/notices', { method: 'POST', body }),
    onSuccess: async (result, body) => {
      setForm(emptyNoticeForm())
      setProblems(null)
      setPreviewing(false)
      const lang = currentLanguage()
      setDone(
        body.sendAt
          ? t('adminContent.notices.scheduled', { time: adminTime(result?.sendAt ?? body.sendAt, lang) })
          : t('adminContent.notices.sent'),
      )
      await queryClient.invalidateQueries({ queryKey: contentKeys.noticesAll })
    },
  })
  const set = <K extends keyof NoticeForm>(key: K, value: NoticeForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setDone(null)
    const checked = checkNotice(form, new Date())
    if ('problems' in checked) return setProblems(checked.problems)
    setProblems(null)
    send.mutate(checked.body)
  }
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
        <div className="adc-row">
          <AdminField id="notice-audience" label={t('adminContent.notices.audience')}>
            <select
              className="adm-input"
              value={form.audience}
              data-testid="notice-audience"
              onChange={(e) => set('audience', e.target.value as NoticeForm['audience'])}
              {...fieldA11y('notice-audience', null)}
            >
              {NOTICE_AUDIENCES.map((a) => (
                <option key={a} value={a}>
                  {t(`adminContent.notices.audiences.${a}`)}
                </option>
              ))}
            </select>
          </AdminField>
          {form.audience === 'MEMBER' && (
            <AdminField id="notice-member" label={t('adminContent.notices.memberId')} error={memberIdError}>
              <input
                className="adm-input"
                inputMode="numeric"
                value={form.memberId}
                data-testid="notice-member"
                onChange={(e) => set('memberId', e.target.value)}
                {...fieldA11y('notice-member', memberIdError)}
              />
            </AdminField>
          )}
        </div>
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
        <fieldset className="adc-radios">
          <legend>{t('adminContent.notices.when')}</legend>
          {(['now', 'later'] as const).map((when) => (
            <label key={when}>
              <input
                type="radio"
                name="notice-when"
                value={when}
                checked={form.when === when}
                data-testid={`notice-when-${when}`}
                onChange={() => set('when', when)}
              />
              {t(`adminContent.notices.${when}`)}
            </label>
          ))}
        </fieldset>
        {form.when === 'later' && (
          <AdminField
            id="notice-send-at"
            label={t('adminContent.notices.sendAt')}
            hint={t('adminContent.notices.sendAtHint')}
            error={sendAtError}
          >
            <input
              className="adm-input"
              type="datetime-local"
              value={form.sendAt}
              min={isoToHkLocal(new Date())}
              data-testid="notice-send-at"
              onChange={(e) => set('sendAt', e.target.value)}
              {...fieldA11y('notice-send-at', sendAtError, t('adminContent.notices.sendAtHint'))}
            />
          </AdminField>
        )}
        {general && (
          <p className="adm-field-error" role="alert" data-testid="notice-error">
            {general}
          </p>
        )}
        <div className="adm-actions">
          <button
            type="button"
            className="adm-btn adm-btn-ghost"
            aria-expanded={previewing}
            aria-controls="notice-preview"
            data-testid="notice-preview-toggle"
            onClick={() => setPreviewing((p) => !p)}
          >
            {previewing ? t('adminContent.notices.hidePreview') : t('adminContent.notices.preview')}
          </button>
          <button
            type="submit"
            className="adm-btn adm-btn-primary"
            disabled={send.isPending}
            data-testid="notice-submit"
          >
            {send.isPending
              ? t('adminContent.common.working')
              : form.when === 'later'
                ? t('adminContent.notices.schedule')
                : t('adminContent.notices.sendNow')}
          </button>
        </div>
      </form>
      <div id="notice-preview">{previewing && <Preview form={form} />}</div>
      {done && (
        <p role="status" className="adc-ok" data-testid="notice-done">
          {done}
        </p>
      )}
    </section>
  )
}

function NoticeList() {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const queryClient = useQueryClient()
  const [page, setPage] = useState(1)
  const [cancelling, setCancelling] = useState<BroadcastRecord | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const notices = useQuery({
    queryKey: contentKeys.notices(page),
    queryFn: () =>
      adminApi<Page<BroadcastRecord>>('/notices', { query: { pageNumber: page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  })
  const cancel = useMutation({
    mutationFn: (id: string) =>
      adminApi<unknown>(`/notices/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
    onSuccess: async () => {
      setCancelling(null)
      setDone(t('adminContent.notices.cancelled'))
      await queryClient.invalidateQueries({ queryKey: contentKeys.noticesAll })
    },
  })
  const columns: AdminColumn<BroadcastRecord>[] = [
    { key: 'title', header: t('adminContent.notices.noticeTitle'), cell: (n) => inLanguage(n.title, lang) },
    {
      key: 'audience',
      header: t('adminContent.notices.audience'),
      cell: (n) =>
        n.audience === 'MEMBER'
          ? t('adminContent.notices.toMember', { id: n.memberId ?? '' })
          : t(`adminContent.notices.audiences.${n.audience}`),
    },
    {
      key: 'sendAt',
      header: t('adminContent.notices.sendAt'),
      cell: (n) => adminTime(n.sentAt ?? n.sendAt, lang),
    },
    {
      key: 'status',
      header: t('adminContent.notices.status'),
      cell: (n) => (
        <span className={`adm-badge adc-status-${n.status.toLowerCase()}`}>
          {t(`adminContent.notices.statuses.${n.status}`)}
        </span>
      ),
    },
    {
      key: 'recipients',
      header: t('adminContent.notices.recipients'),
      className: 'adm-num',
      cell: (n) => n.recipients,
    },
    {
      key: 'actions',
      header: t('adminContent.common.actions'),
      cell: (n) =>
        n.status === 'SCHEDULED' ? (
          <button
            type="button"
            className="adm-btn adm-btn-ghost"
            data-testid="notice-cancel"
            aria-label={t('adminContent.notices.cancelOne', { title: inLanguage(n.title, lang) })}
            onClick={() => {
              cancel.reset()
              setDone(null)
              setCancelling(n)
            }}
          >
            {t('adminContent.notices.cancel')}
          </button>
        ) : null,
    },
  ]
  return (
    <section className="adm-panel" aria-labelledby="notice-list">
      <h2 id="notice-list">{t('adminContent.notices.list')}</h2>
      {done && (
        <p role="status" className="adc-ok">
          {done}
        </p>
      )}
      {notices.isPending ? (
        <AdminLoading />
      ) : notices.isError ? (
        <AdminError error={notices.error} onRetry={() => void notices.refetch()} />
      ) : (
        <AdminTable
          caption={t('adminContent.notices.list')}
          columns={columns}
          rows={notices.data.records}
          rowKey={(n) => n.id}
          empty={t('adminContent.notices.empty')}
          page={page}
          pages={notices.data.pages}
          onPage={setPage}
          testId="notice-table"
          rowTestId="notice-row"
          busy={notices.isPlaceholderData}
        />
      )}
      <ConfirmAction
        open={cancelling !== null}
        title={t('adminContent.notices.cancelTitle')}
        message={t('adminContent.notices.cancelMessage', { title: inLanguage(cancelling?.title, lang) })}
        confirmLabel={t('adminContent.notices.cancel')}
        danger
        pending={cancel.isPending}
        error={cancel.error ? formError(cancel.error) : null}
        onConfirm={() => cancelling && cancel.mutate(cancelling.id)}
        onClose={() => setCancelling(null)}
      />
    </section>
  )
}

export default function NoticesPage() {
  const { t } = useTranslation()
  useAdminTitle(t('adminContent.notices.title'))
  return (
    <section className="adm-page" aria-labelledby="notices-title">
      <h1 id="notices-title">{t('adminContent.notices.title')}</h1>
      <Compose />
      <NoticeList />
    </section>
  )
}
