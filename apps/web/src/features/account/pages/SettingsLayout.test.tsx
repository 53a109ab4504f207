import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import SettingsLayout from './SettingsLayout.tsx'

describe('SettingsLayout', () => {
  it('lists "my reviews" beside "my listings", marked when it is the page shown', () => {
    signIn()
    renderAt('/setting/evaluate', <SettingsLayout />)
    const nav = screen.getByRole('navigation')
    const links = within(nav).getAllByRole('link')
    const reviews = within(nav).getByRole('link', { name: '我的評價' })
    expect(reviews).toHaveAttribute('href', '/setting/evaluate')
    expect(reviews).toHaveAttribute('aria-current', 'page')
    expect(links.indexOf(reviews)).toBe(links.findIndex((a) => a.textContent === '我的貨品') + 1)
  })
})
