import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../../lib/i18n.ts'
import { toasts } from '../../../lib/ui.ts'
import { detail } from '../../../testing/factories.ts'
import { renderAt } from '../../../testing/render.tsx'
import { ShareButton } from './ShareButton.tsx'

const URL_ = `${window.location.origin}/goodsDetail?goodsId=5`

function show() {
  renderAt('/goodsDetail?goodsId=5', <ShareButton goods={detail({ goodsName: 'iPhone 13 128GB' })} />)
  return screen.getByTestId('share-button')
}

afterEach(async () => {
  vi.unstubAllGlobals()
  toasts.set([])
  await act(() => setLanguage('zh-Hant'))
})

describe('ShareButton', () => {
  it('opens the system share sheet with the title, price and the listing’s address where there is one', async () => {
    const share = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, share })
    fireEvent.click(show())
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1))
    expect(share).toHaveBeenCalledWith({
      title: 'iPhone 13 128GB',
      text: 'iPhone 13 128GB – HK$3,200',
      url: URL_,
    })
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('closing the share sheet is no error: no menu, nothing else', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('cancelled', 'AbortError')
    })
    vi.stubGlobal('navigator', { ...navigator, share })
    fireEvent.click(show())
    await waitFor(() => expect(share).toHaveBeenCalled())
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('without one: a menu with WhatsApp (wa.me with the text and link) and copy link, which says so', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } })
    const button = show()
    expect(button).toHaveAccessibleName('分享')
    fireEvent.click(button)
    const menu = screen.getByRole('menu', { name: '分享貨品' })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const whatsapp = within(menu).getByRole('menuitem', { name: '經 WhatsApp 分享' })
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`iPhone 13 128GB – HK$3,200\n${URL_}`)}`,
    )
    expect(whatsapp).toHaveAttribute('target', '_blank')
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer')
    fireEvent.click(within(menu).getByRole('menuitem', { name: '複製連結' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(URL_))
    await waitFor(() =>
      expect(toasts.get().map((t) => [t.kind, t.message])).toEqual([['success', '已複製連結']]),
    )
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })

  it('says where the link is when it cannot copy it', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      share: undefined,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    })
    // The older way refuses too (happy-dom has no execCommand; a browser's answers false).
    const execCommand = vi.fn(() => false)
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
    fireEvent.click(show())
    fireEvent.click(screen.getByRole('menuitem', { name: '複製連結' }))
    await waitFor(() =>
      expect(toasts.get().map((t) => [t.kind, t.message])).toEqual([
        ['error', `複製唔到，請手動複製：${URL_}`],
      ]),
    )
    expect(execCommand).toHaveBeenCalledWith('copy')
    Reflect.deleteProperty(document, 'execCommand')
  })

  it('works from the keyboard: focus on the first item, arrows move round, Escape goes back to the button', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined })
    const button = show()
    button.focus()
    fireEvent.keyDown(button, { key: 'ArrowDown' })
    const items = screen.getAllByRole('menuitem')
    await waitFor(() => expect(items[0]).toHaveFocus())
    fireEvent.keyDown(items[0] as HTMLElement, { key: 'ArrowDown' })
    expect(items[1]).toHaveFocus()
    fireEvent.keyDown(items[1] as HTMLElement, { key: 'ArrowDown' })
    expect(items[0]).toHaveFocus()
    fireEvent.keyDown(items[0] as HTMLElement, { key: 'ArrowUp' })
    expect(items[1]).toHaveFocus()
    fireEvent.keyDown(items[1] as HTMLElement, { key: 'Escape' })
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })

  it('speaks the page’s language', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined })
    await act(() => setLanguage('en'))
    fireEvent.click(show())
    expect(screen.getByRole('menu', { name: 'Share this listing' })).toBeInTheDocument()
    expect(screen.getByRole('menuitem', { name: 'Copy link' })).toBeInTheDocument()
    await act(() => setLanguage('zh-Hans'))
    expect(screen.getByRole('menuitem', { name: '复制链接' })).toBeInTheDocument()
  })
})
