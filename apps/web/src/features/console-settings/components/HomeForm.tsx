/** The home page's sections (docs/admin.md, "Content and settings"): each shown or hidden, in the order chosen. */
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formError, moveItem } from '../../admin/index.ts'
import type { SettingsSave } from '../lib/settings.ts'
import type { HomeBlock, HomeSettings } from '../lib/types.ts'
import { SaveButton, Saved } from './SettingsSection.tsx'

export function HomeForm({ initial, save }: { initial: HomeSettings; save: SettingsSave<HomeSettings> }) {
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
  const setVisible = (key: HomeBlock['key'], visible: boolean) =>
    setBlocks((list) => list.map((b) => (b.key === key ? { ...b, visible } : b)))
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
        {blocks.map((block, i) => (
          <HomeBlockRow
            key={block.key}
            block={block}
            first={i === 0}
            last={i === blocks.length - 1}
            onVisible={(visible) => setVisible(block.key, visible)}
            onMove={(by) => move(i, by)}
          />
        ))}
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

function HomeBlockRow({
  block,
  first,
  last,
  onVisible,
  onMove,
}: {
  block: HomeBlock
  first: boolean
  last: boolean
  onVisible: (visible: boolean) => void
  onMove: (by: -1 | 1) => void
}) {
  const { t } = useTranslation()
  const name = t(`adminContent.settings.home.blocks.${block.key}`)
  return (
    <li data-testid="home-block">
      <label className="adc-check">
        <input
          type="checkbox"
          checked={block.visible}
          data-testid={`home-visible-${block.key}`}
          onChange={(e) => onVisible(e.target.checked)}
        />
        {name}
      </label>
      <span className="adc-order-buttons">
        <button
          type="button"
          className="adm-btn adm-btn-ghost"
          disabled={first}
          aria-label={t('adminContent.common.moveUp', { name })}
          data-testid={`home-up-${block.key}`}
          onClick={() => onMove(-1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="adm-btn adm-btn-ghost"
          disabled={last}
          aria-label={t('adminContent.common.moveDown', { name })}
          data-testid={`home-down-${block.key}`}
          onClick={() => onMove(1)}
        >
          ↓
        </button>
      </span>
    </li>
  )
}
