/** The notice form's audience (with the member's id for one member) and its time (now or at a Hong Kong time). */
import { useTranslation } from 'react-i18next'
import { AdminField, fieldA11y } from '../../admin/index.ts'
import { isoToHkLocal } from '../lib/hk-time.ts'
import type { NoticeForm } from '../lib/notice-draft.ts'
import { NOTICE_AUDIENCES } from '../lib/types.ts'

export type SetField = <K extends keyof NoticeForm>(key: K, value: NoticeForm[K]) => void

export function AudienceFields({
  form,
  set,
  memberIdError,
}: {
  form: NoticeForm
  set: SetField
  memberIdError: string | null
}) {
  const { t } = useTranslation()
  return (
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
  )
}

export function WhenFields({
  form,
  set,
  sendAtError,
}: {
  form: NoticeForm
  set: SetField
  sendAtError: string | null
}) {
  const { t } = useTranslation()
  return (
    <>
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
    </>
  )
}
