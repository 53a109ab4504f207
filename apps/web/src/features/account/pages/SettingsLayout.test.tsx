import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import SettingsLayout from './SettingsLayout.tsx'

describe('SettingsLayout', () => {
  it('lists "my offers" and "my reviews" after "my listings", marked when shown', () => {
    signIn()
    renderAt('/setting/evaluate', <SettingsLayout />)
    const nav = screen.getByRole('navigation')
    const links = within(nav).getAllByRole('link')
    const reviews = within(nav).getByRole('link', { name: '我的評價' })
    expect(reviews).toHaveAttribute('href', '/setting/evaluate')
    expect(reviews).toHaveAttribute('aria-current', 'page')
    const listings = links.findIndex((a) => a.textContent === '我的貨品')
    expect(links.indexOf(within(nav).getByRole('link', { name: '我的出價' }))).toBe(listings + 1)
    expect(links.indexOf(reviews)).toBe(listings + 2)
  })
})
