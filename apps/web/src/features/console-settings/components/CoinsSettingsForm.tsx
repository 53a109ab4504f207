/**
 * The coin packages and task rewards (docs/admin.md, "Coins"), checked by the contract's own rules
 * before they are sent (lib/settings-forms.ts), each problem beside its field.
 */
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminField, fieldA11y, fieldError, formError } from '../../admin/index.ts'
import type { SettingsSave } from '../lib/settings.ts'
import {
  type CoinsForm,
  coinProblems,
  coinSettingsOf,
  coinsFormOf,
  newPackageRow,
  REWARD_KEYS,
  type RewardKey,
} from '../lib/settings-forms.ts'
import { COIN_PACKAGES_MAX, type CoinSettings } from '../lib/types.ts'
import { CoinPackages, type PackageField } from './CoinPackages.tsx'
import { SaveButton, Saved } from './SettingsSection.tsx'

/** The form as typed, its problems (ours, else the server's) and its sending. */
function useCoinsForm(initial: CoinSettings, save: SettingsSave<CoinSettings>) {
  const { t } = useTranslation()
  const [form, setForm] = useState<CoinsForm>(() => coinsFormOf(initial))
  const [problems, setProblems] = useState<Record<string, string>>({})
  const errorOf = (field: string) => (problems[field] ? t(problems[field]) : fieldError(save.error, field))
  const setRow = (i: number, field: PackageField, value: string) =>
    setForm((f) => ({
      ...f,
      packages: f.packages.map((row, j) => (j === i ? { ...row, [field]: value } : row)),
    }))
  const removeRow = (i: number) => setForm((f) => ({ ...f, packages: f.packages.filter((_, j) => j !== i) }))
  const addRow = () => setForm((f) => ({ ...f, packages: [...f.packages, newPackageRow(f.packages)] }))
  const setReward = (key: RewardKey, value: string) =>
    setForm((f) => ({ ...f, rewards: { ...f.rewards, [key]: value } }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    save.reset()
    const found = coinProblems(form)
    setProblems(found)
    if (Object.keys(found).length === 0) save.mutate(coinSettingsOf(form))
  }
  const fieldNames = [
    'packages',
    ...form.packages.flatMap((_, i) => ['id', 'coins', 'price'].map((f) => `packages.${i}.${f}`)),
    ...REWARD_KEYS.map((k) => `rewards.${k}`),
  ]
  const general = formError(save.error, fieldNames)
  return { form, errorOf, setRow, removeRow, addRow, setReward, submit, general }
}

export function CoinsSettingsForm({
  initial,
  save,
}: {
  initial: CoinSettings
  save: SettingsSave<CoinSettings>
}) {
  const { t } = useTranslation()
  const { form, errorOf, setRow, removeRow, addRow, setReward, submit, general } = useCoinsForm(initial, save)
  const packagesError = errorOf('packages')
  return (
    <form className="adm-form" onSubmit={submit} noValidate data-testid="coins-form">
      <h3>{t('adminContent.settings.coins.packages')}</h3>
      <CoinPackages packages={form.packages} errorOf={errorOf} onChange={setRow} onRemove={removeRow} />
      {packagesError && (
        <p className="adm-field-error" role="alert">
          {packagesError}
        </p>
      )}
      <p>
        <button
          type="button"
          className="adm-btn"
          disabled={form.packages.length >= COIN_PACKAGES_MAX}
          data-testid="package-add"
          onClick={addRow}
        >
          {t('adminContent.settings.coins.addPackage')}
        </button>
      </p>
      <h3>{t('adminContent.settings.coins.rewards')}</h3>
      <div className="adc-fields-grid">
        {REWARD_KEYS.map((key) => {
          const id = `reward-${key}`
          const error = errorOf(`rewards.${key}`)
          return (
            <AdminField
              key={key}
              id={id}
              label={t(`adminContent.settings.coins.reward.${key}`)}
              error={error}
            >
              <input
                className="adm-input"
                inputMode="numeric"
                value={form.rewards[key]}
                data-testid={id}
                onChange={(e) => setReward(key, e.target.value)}
                {...fieldA11y(id, error)}
              />
            </AdminField>
          )
        })}
      </div>
      {general && (
        <p className="adm-field-error" role="alert">
          {general}
        </p>
      )}
      <div className="adm-actions">
        <Saved show={save.isSuccess} testId="coins-saved" />
        <SaveButton pending={save.isPending} testId="coins-save" />
      </div>
    </form>
  )
}
