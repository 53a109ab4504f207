/** The coin packages members buy (docs/admin.md, "Coins"): a table of rows edited in place, each field with its error. */
import { useTranslation } from 'react-i18next'
import { fieldA11y } from '../../admin/index.ts'
import type { PackageRow } from '../lib/settings-forms.ts'

export type PackageField = 'id' | 'coins' | 'price'

interface Props {
  packages: PackageRow[]
  errorOf: (field: string) => string | null
  onChange: (i: number, field: PackageField, value: string) => void
  onRemove: (i: number) => void
}

export function CoinPackages({ packages, errorOf, onChange, onRemove }: Props) {
  const { t } = useTranslation()
  return (
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
          {packages.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the id itself is editable
            <tr key={i} data-testid="package-row">
              {(['id', 'coins', 'price'] as const).map((field) => (
                <PackageCell
                  key={field}
                  i={i}
                  field={field}
                  value={row[field]}
                  error={errorOf(`packages.${i}.${field}`)}
                  onChange={(value) => onChange(i, field, value)}
                />
              ))}
              <td data-label={t('adminContent.common.actions')}>
                <button
                  type="button"
                  className="adm-btn adm-btn-ghost"
                  disabled={packages.length <= 1}
                  aria-label={t('adminContent.settings.coins.removeRow', { n: i + 1 })}
                  onClick={() => onRemove(i)}
                >
                  {t('adminContent.common.remove')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function PackageCell({
  i,
  field,
  value,
  error,
  onChange,
}: {
  i: number
  field: PackageField
  value: string
  error: string | null
  onChange: (value: string) => void
}) {
  const { t } = useTranslation()
  const id = `package-${i}-${field}`
  return (
    <td data-label={t(`adminContent.settings.coins.${field}`)}>
      <label className="sr-only" htmlFor={id}>
        {t(`adminContent.settings.coins.${field}RowLabel`, { n: i + 1 })}
      </label>
      <input
        className="adm-input"
        value={value}
        inputMode={field === 'id' ? 'text' : field === 'price' ? 'decimal' : 'numeric'}
        data-testid={id}
        onChange={(e) => onChange(e.target.value)}
        {...fieldA11y(id, error)}
      />
      {error && (
        <p className="adm-field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </td>
  )
}
