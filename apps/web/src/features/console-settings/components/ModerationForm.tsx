/** The number of reporters that holds a listing until it is reviewed (docs/admin.md, "Report queue"). */
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminField, fieldA11y, fieldError, formError } from '../../admin/index.ts'
import type { SettingsSave } from '../lib/settings.ts'
import { holdAfterReportsOf } from '../lib/settings-forms.ts'
import type { ModerationSettings } from '../lib/types.ts'
import { SaveButton, Saved } from './SettingsSection.tsx'

export function ModerationForm({
  initial,
  save,
}: {
  initial: ModerationSettings
  save: SettingsSave<ModerationSettings>
}) {
  const { t } = useTranslation()
  const [value, setValue] = useState(String(initial.holdAfterReports))
  const [problem, setProblem] = useState<string | null>(null)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    save.reset()
    const n = holdAfterReportsOf(value)
    setProblem(n === null ? t('adminContent.settings.moderation.invalid') : null)
    if (n !== null) save.mutate({ holdAfterReports: n })
  }
  const error = problem ?? fieldError(save.error, 'holdAfterReports')
  const general = formError(save.error, ['holdAfterReports'])
  return (
    <form className="adm-form" onSubmit={submit} noValidate data-testid="moderation-form">
      <AdminField
        id="hold-after-reports"
        label={t('adminContent.settings.moderation.holdAfterReports')}
        hint={t('adminContent.settings.moderation.hint')}
        error={error}
      >
        <input
          className="adm-input adc-narrow"
          type="number"
          min={1}
          max={100}
          step={1}
          value={value}
          data-testid="hold-after-reports"
          onChange={(e) => setValue(e.target.value)}
          {...fieldA11y('hold-after-reports', error, t('adminContent.settings.moderation.hint'))}
        />
      </AdminField>
      {general && (
        <p className="adm-field-error" role="alert">
          {general}
        </p>
      )}
      <div className="adm-actions">
        <Saved show={save.isSuccess} testId="moderation-saved" />
        <SaveButton pending={save.isPending} testId="moderation-save" />
      </div>
    </form>
  )
}
