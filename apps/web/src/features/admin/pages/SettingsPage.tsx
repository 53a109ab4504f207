/**
 * /admin/settings (docs/admin.md, "Coins" and "Content and settings", right `settings`): four
 * sections, each loaded and saved on its own — the site's name in three languages with its logo
 * and icon (uploaded through POST /admin/api/media) and the new members' welcome coins, the coin packages and task rewards, the
 * number of reporters that holds a listing, and the home page's sections in order.
 */
import { LISTING_PRICES, WELCOME_COINS_MAX } from '@kaifong/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminField, fieldA11y } from '../components/AdminField.tsx'
import { AdminError, AdminLoading } from '../components/AdminStates.tsx'
import { ImagePicker } from '../components/ImagePicker.tsx'
import { LocalizedInputs } from '../components/LocalizedInputs.tsx'
import '../components/admin-content.css'
import { adminApi } from '../lib/admin-api.ts'
import {
  contentKeys,
  fieldError,
  formError,
  LANGS,
  localizedErrors,
  missingLanguages,
  moveItem,
} from '../lib/content.ts'
import {
  COIN_PACKAGES_MAX,
  type CoinSettings,
  type HomeBlock,
  type HomeSettings,
  type Localized,
  type ModerationSettings,
  SITE_NAME_MAX,
  type SiteSettingsForm,
} from '../lib/content-types.ts'
import {
  type CoinsForm,
  coinProblems,
  coinSettingsOf,
  coinsFormOf,
  holdAfterReportsOf,
  newPackageRow,
  REWARD_KEYS,
  welcomeCoinsOf,
} from '../lib/settings-forms.ts'
import { useAdminTitle } from '../lib/title.ts'

type Section = 'site' | 'coins' | 'moderation' | 'home'

/** One settings section's value and its saving (PUT answers the saved value). */
function useSettings<T>(section: Section) {
  const queryClient = useQueryClient()
  const key = contentKeys.settings(section)
  const query = useQuery({ queryKey: key, queryFn: () => adminApi<T>(`/settings/${section}`) })
  const save = useMutation({
    mutationFn: (body: T) => adminApi<T>(`/settings/${section}`, { method: 'PUT', body }),
    onSuccess: async (saved) => {
      if (saved) queryClient.setQueryData(key, saved)
      await queryClient.invalidateQueries({ queryKey: key })
    },
  })
  return { query, save }
}

/** A section's frame: its heading, loading and failure, and the form once loaded. */
function SettingsSection<T>({
  id,
  title,
  query,
  children,
}: {
  id: string
  title: string
  query: ReturnType<typeof useSettings<T>>['query']
  children: (value: T) => ReactNode
}) {
  return (
    <section className="adm-panel" aria-labelledby={id} data-testid={`settings-${id}`}>
      <h2 id={id}>{title}</h2>
      {query.isPending ? (
        <AdminLoading />
      ) : query.isError ? (
        <AdminError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </section>
  )
}

function Saved({ show, testId }: { show: boolean; testId: string }) {
  const { t } = useTranslation()
  return (
    <p role="status" className="adc-ok" data-testid={testId}>
      {show ? t('adminContent.common.saved') : ''}
    </p>
  )
}

function SaveButton({ pending, testId }: { pending: boolean; testId: string }) {
  const { t } = useTranslation()
  return (
    <button type="submit" className="adm-btn adm-btn-primary" disabled={pending} data-testid={testId}>
      {pending ? t('adminContent.common.saving') : t('adminContent.common.save')}
    </button>
  )
}

function SiteForm({
  initial,
  save,
}: {
  initial: SiteSettingsForm
  save: ReturnType<typeof useSettings<SiteSettingsForm>>['save']
}) {
  const { t } = useTranslation()
  const [form, setForm] = useState(initial)
  // Typed as text; a whole number from 0 is sent.
  const [welcome, setWelcome] = useState(String(initial.welcomeCoins))
  const [welcomeBad, setWelcomeBad] = useState(false)
  const [missing, setMissing] = useState<ReturnType<typeof missingLanguages>>([])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    save.reset()
    const empty = missingLanguages(form.siteName)
    const welcomeCoins = welcomeCoinsOf(welcome)
    setMissing(empty)
    setWelcomeBad(welcomeCoins === null)
    if (empty.length === 0 && welcomeCoins !== null) save.mutate({ ...form, welcomeCoins })
  }
  const welcomeError = welcomeBad
    ? t('adminContent.settings.site.welcomeCoinsInvalid', { max: WELCOME_COINS_MAX })
    : fieldError(save.error, 'welcomeCoins')
  const general = formError(save.error, [
    'buyerSideLogo',
    'buyerSideIcon',
    'welcomeCoins',
    ...LANGS.map((l) => `siteName.${l}`),
  ])
  return (
    <form className="adm-form" onSubmit={submit} noValidate data-testid="site-form">
      <LocalizedInputs
        idPrefix="site-name"
        label={t('adminContent.settings.site.name')}
        value={form.siteName}
        maxLength={SITE_NAME_MAX}
        onChange={(siteName: Localized) => setForm((f) => ({ ...f, siteName }))}
        errors={localizedErrors(save.error, 'siteName', missing, t('adminContent.common.required'))}
      />
      <div className="adc-row">
        <ImagePicker
          label={t('adminContent.settings.site.logo')}
          value={form.buyerSideLogo}
          error={fieldError(save.error, 'buyerSideLogo')}
          onChange={(buyerSideLogo) => setForm((f) => ({ ...f, buyerSideLogo }))}
          testId="site-logo"
        />
        <ImagePicker
          label={t('adminContent.settings.site.icon')}
          value={form.buyerSideIcon}
          error={fieldError(save.error, 'buyerSideIcon')}
          onChange={(buyerSideIcon) => setForm((f) => ({ ...f, buyerSideIcon }))}
          testId="site-icon"
        />
      </div>
      <AdminField
        id="site-welcome-coins"
        label={t('adminContent.settings.site.welcomeCoins')}
        hint={t('adminContent.settings.site.welcomeCoinsHint', { n: LISTING_PRICES[7] })}
        error={welcomeError}
      >
        <input
          className="adm-input"
          inputMode="numeric"
          value={welcome}
          data-testid="site-welcome-coins"
          onChange={(e) => setWelcome(e.target.value)}
          {...fieldA11y(
            'site-welcome-coins',
            welcomeError,
            t('adminContent.settings.site.welcomeCoinsHint', { n: LISTING_PRICES[7] }),
          )}
        />
      </AdminField>
      {general && (
        <p className="adm-field-error" role="alert">
          {general}
        </p>
      )}
      <div className="adm-actions">
        <Saved show={save.isSuccess} testId="site-saved" />
        <SaveButton pending={save.isPending} testId="site-save" />
      </div>
    </form>
  )
}

function CoinsSettingsForm({
  initial,
  save,
}: {
  initial: CoinSettings
  save: ReturnType<typeof useSettings<CoinSettings>>['save']
}) {
  const { t } = useTranslation()
  const [form, setForm] = useState<CoinsForm>(() => coinsFormOf(initial))
  const [problems, setProblems] = useState<Record<string, string>>({})
  const errorOf = (field: string) => (problems[field] ? t(problems[field]) : fieldError(save.error, field))
  const setRow = (i: number, field: 'id' | 'coins' | 'price', value: string) =>
    setForm((f) => ({
      ...f,
      packages: f.packages.map((row, j) => (j === i ? { ...row, [field]: value } : row)),
    }))
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
  const packagesError = errorOf('packages')
  return (
    <form className="adm-form" onSubmit={submit} noValidate data-testid="coins-form">
      <h3>{t('adminContent.settings.coins.packages')}</h3>
      <section
        className="adc-scroll"
        aria-label={t('adminContent.settings.coins.packages')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
      >
        <table className="adm-table adc-edit-table">
          <caption className="sr-only">{t('adminContent.settings.coins.packages')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('adminContent.settings.coins.id')}</th>
              <th scope="col">{t('adminContent.settings.coins.coins')}</th>
              <th scope="col">{t('adminContent.settings.coins.price')}</th>
              <th scope="col">{t('adminContent.common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {form.packages.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the id itself is editable
              <tr key={i} data-testid="package-row">
                {(['id', 'coins', 'price'] as const).map((field) => {
                  const id = `package-${i}-${field}`
                  const error = errorOf(`packages.${i}.${field}`)
                  return (
                    <td key={field} data-label={t(`adminContent.settings.coins.${field}`)}>
                      <label className="sr-only" htmlFor={id}>
                        {t(`adminContent.settings.coins.${field}RowLabel`, { n: i + 1 })}
                      </label>
                      <input
                        className="adm-input"
                        value={row[field]}
                        inputMode={field === 'id' ? 'text' : field === 'price' ? 'decimal' : 'numeric'}
                        data-testid={id}
                        onChange={(e) => setRow(i, field, e.target.value)}
                        {...fieldA11y(id, error)}
                      />
                      {error && (
                        <p className="adm-field-error" id={`${id}-error`} role="alert">
                          {error}
                        </p>
                      )}
                    </td>
                  )
                })}
                <td data-label={t('adminContent.common.actions')}>
                  <button
                    type="button"
                    className="adm-btn adm-btn-ghost"
                    disabled={form.packages.length <= 1}
                    aria-label={t('adminContent.settings.coins.removeRow', { n: i + 1 })}
                    onClick={() => setForm((f) => ({ ...f, packages: f.packages.filter((_, j) => j !== i) }))}
                  >
                    {t('adminContent.common.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
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
          onClick={() => setForm((f) => ({ ...f, packages: [...f.packages, newPackageRow(f.packages)] }))}
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
                onChange={(e) => setForm((f) => ({ ...f, rewards: { ...f.rewards, [key]: e.target.value } }))}
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

function ModerationForm({
  initial,
  save,
}: {
  initial: ModerationSettings
  save: ReturnType<typeof useSettings<ModerationSettings>>['save']
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

function HomeForm({
  initial,
  save,
}: {
  initial: HomeSettings
  save: ReturnType<typeof useSettings<HomeSettings>>['save']
}) {
  const { t } = useTranslation()
  const [blocks, setBlocks] = useState<HomeBlock[]>(initial.blocks)
  const [status, setStatus] = useState('')
  const move = (i: number, by: -1 | 1) => {
    const next = moveItem(blocks, i, by)
    setBlocks(next)
    const block = blocks[i]
    if (block)
      setStatus(
        t('adminContent.common.movedTo', {
          name: t(`adminContent.settings.home.blocks.${block.key}`),
          n: i + by + 1,
        }),
      )
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    save.reset()
    setStatus('')
    save.mutate({ blocks })
  }
  const general = formError(save.error)
  return (
    <form className="adm-form" onSubmit={submit} noValidate data-testid="home-form">
      <ol className="adc-order-list">
        {blocks.map((block, i) => {
          const name = t(`adminContent.settings.home.blocks.${block.key}`)
          return (
            <li key={block.key} data-testid="home-block">
              <label className="adc-check">
                <input
                  type="checkbox"
                  checked={block.visible}
                  data-testid={`home-visible-${block.key}`}
                  onChange={(e) =>
                    setBlocks((list) =>
                      list.map((b) => (b.key === block.key ? { ...b, visible: e.target.checked } : b)),
                    )
                  }
                />
                {name}
              </label>
              <span className="adc-order-buttons">
                <button
                  type="button"
                  className="adm-btn adm-btn-ghost"
                  disabled={i === 0}
                  aria-label={t('adminContent.common.moveUp', { name })}
                  data-testid={`home-up-${block.key}`}
                  onClick={() => move(i, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="adm-btn adm-btn-ghost"
                  disabled={i === blocks.length - 1}
                  aria-label={t('adminContent.common.moveDown', { name })}
                  data-testid={`home-down-${block.key}`}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </button>
              </span>
            </li>
          )
        })}
      </ol>
      <p className="sr-only" role="status">
        {status}
      </p>
      {general && (
        <p className="adm-field-error" role="alert">
          {general}
        </p>
      )}
      <div className="adm-actions">
        <Saved show={save.isSuccess} testId="home-saved" />
        <SaveButton pending={save.isPending} testId="home-save" />
      </div>
    </form>
  )
}

export default function SettingsPage() {
  const { t } = useTranslation()
  useAdminTitle(t('adminContent.settings.title'))
  const site = useSettings<SiteSettingsForm>('site')
  const coins = useSettings<CoinSettings>('coins')
  const moderation = useSettings<ModerationSettings>('moderation')
  const home = useSettings<HomeSettings>('home')
  return (
    <section className="adm-page" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('adminContent.settings.title')}</h1>
      <SettingsSection id="site" title={t('adminContent.settings.site.title')} query={site.query}>
        {(value) => <SiteForm initial={value} save={site.save} />}
      </SettingsSection>
      <SettingsSection id="coins" title={t('adminContent.settings.coins.title')} query={coins.query}>
        {(value) => <CoinsSettingsForm initial={value} save={coins.save} />}
      </SettingsSection>
      <SettingsSection
        id="moderation"
        title={t('adminContent.settings.moderation.title')}
        query={moderation.query}
      >
        {(value) => <ModerationForm initial={value} save={moderation.save} />}
      </SettingsSection>
      <SettingsSection id="home" title={t('adminContent.settings.home.title')} query={home.query}>
        {(value) => <HomeForm initial={value} save={home.save} />}
      </SettingsSection>
    </section>
  )
}
