import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { TabRow, tabPanelProps } from './TabRow.tsx'

const TABS = ['one', 'two', 'three'] as const

function Tabs() {
  const [tab, setTab] = useState<(typeof TABS)[number]>('one')
  return (
    <>
      <TabRow tabs={TABS} active={tab} onSelect={setTab} label="numbers" idPrefix="n">
        {(x) => x.toUpperCase()}
      </TabRow>
      <div {...tabPanelProps('n', tab)}>panel {tab}</div>
    </>
  )
}

describe('TabRow', () => {
  it('keeps only the chosen tab in the Tab order and names its panel', () => {
    render(<Tabs />)
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1])
    expect(screen.getByRole('tabpanel', { name: 'ONE' })).toHaveTextContent('panel one')
    expect(screen.getByTestId('n-tab-two')).toHaveAttribute('aria-controls', 'n-panel')
  })

  it('moves with the arrow keys, wrapping at both ends, and focuses the new tab', async () => {
    const user = userEvent.setup()
    render(<Tabs />)
    await user.click(screen.getByRole('tab', { name: 'ONE' }))
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'THREE' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'THREE' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'TWO' })).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel two')
  })
})
