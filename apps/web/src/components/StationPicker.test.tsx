import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../lib/i18n.ts'
import { renderAt } from '../testing/render.tsx'
import { StationPicker } from './StationPicker.tsx'

afterEach(async () => {
  await act(() => setLanguage('zh-Hant'))
})

function open(selected: string[] = [], max = 5) {
  const onConfirm = vi.fn()
  const onClose = vi.fn()
  renderAt(
    '/sell',
    <StationPicker selected={selected as never[]} max={max} onConfirm={onConfirm} onClose={onClose} />,
  )
  const confirm = () => screen.getByTestId('station-confirm')
  const results = () =>
    screen
      .getAllByRole('checkbox')
      .map((c) => c.getAttribute('data-testid'))
      .filter((id, i, all) => all.indexOf(id) === i)
  return { onConfirm, onClose, confirm, results, user: userEvent.setup() }
}

// Whole dialogs of ~130 rows, typed into: slow in happy-dom on a busy machine, hence the timeouts.
describe('StationPicker', () => {
  it('lists every line and station, and finds a station in Traditional, Simplified Chinese and English', async () => {
    const { user, results } = open()
    // All ten lines; an interchange station shows under each of its lines.
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10)
    expect(results()).toHaveLength(98)
    const search = screen.getByTestId('station-search')
    for (const typed of ['九龍塘', '九龙塘', 'kowloon tong', 'KOT']) {
      await user.clear(search)
      await user.type(search, typed)
      expect(results()).toEqual(['station-KOT'])
    }
    expect(screen.getByText('九龍塘')).toBeInTheDocument()
    expect(screen.getByText(/Kowloon Tong · 九龍城區/)).toBeInTheDocument()
    await user.clear(search)
    await user.type(search, '宋皇台')
    expect(results()).toEqual(['station-SUW'])
    await user.clear(search)
    await user.type(search, 'nowhere')
    expect(screen.getByText('找不到「nowhere」，試試其他寫法。')).toBeInTheDocument()
  }, 20_000)

  it('cannot confirm an empty choice; confirms the ticked stations; Enter ticks the only match', async () => {
    const { user, confirm, onConfirm } = open()
    expect(confirm()).toBeDisabled()
    expect(confirm()).toHaveTextContent('請先選擇車站')
    await user.type(screen.getByTestId('station-search'), '屯門{Enter}')
    expect(screen.getByTestId('station-TUM')).toBeChecked()
    expect(confirm()).toBeEnabled()
    expect(confirm()).toHaveTextContent('使用已選車站（1）')
    await user.clear(screen.getByTestId('station-search'))
    await user.click(screen.getByTestId('line-TCL'))
    const tungChung = screen.getByTestId('station-TUC')
    await user.click(tungChung)
    // Unticking every station disables the button again.
    await user.click(tungChung)
    await user.click(tungChung)
    await user.click(confirm())
    expect(onConfirm).toHaveBeenCalledWith(['TUM', 'TUC'])
  }, 20_000)

  it('starts from the chosen stations, stops at the maximum, and speaks the reader’s language', async () => {
    await act(() => setLanguage('en'))
    const { user, confirm, onConfirm } = open(['KAT'], 2)
    expect(confirm()).toHaveTextContent('Use selected stations (1)')
    await user.click(screen.getByTestId('line-TML'))
    expect(screen.getByTestId('station-KAT')).toBeChecked()
    await user.click(screen.getByTestId('station-SUW'))
    expect(screen.getByTestId('station-count')).toHaveTextContent('You can choose up to 2 stations')
    expect(screen.getByTestId('station-TUM')).toBeDisabled()
    const row = screen.getByTestId('station-SUW').closest('label')
    if (!row) throw new Error('no row')
    expect(within(row).getByText('Sung Wong Toi')).toBeInTheDocument()
    expect(within(row).getByText('宋皇臺 · Kowloon City')).toBeInTheDocument()
    await user.click(confirm())
    expect(onConfirm).toHaveBeenCalledWith(['KAT', 'SUW'])
  }, 20_000)
})
