import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { card } from '../../../testing/factories.ts'
import { renderAt } from '../../../testing/render.tsx'
import { itemsPerSlide, RESIZE_DEBOUNCE_MS } from '../hooks/use-items-per-slide.ts'
import { GoodsCarousel } from './GoodsCarousel.tsx'

const initialWidth = window.innerWidth
afterEach(() => {
  vi.useRealTimers()
  resizeTo(initialWidth)
})

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width })
  window.dispatchEvent(new Event('resize'))
}

const TEN = Array.from({ length: 10 }, (_, i) => card({ id: String(i + 1) }))
const slides = () => screen.getAllByTestId('goods-carousel-slide')
const visibleSlide = () => slides().find((s) => s.getAttribute('aria-hidden') !== 'true')

describe('popular carousel items per slide', () => {
  it('is 5, 4, 3 or 2 at ≥1280, ≥1024, ≥768 and below', () => {
    expect([1920, 1280, 1279, 1024, 1023, 768, 767, 375, 320].map(itemsPerSlide)).toEqual([
      5, 5, 4, 4, 3, 3, 2, 2, 2,
    ])
  })

  it('lays ten listings out by the window width and follows a resize after 200 ms', () => {
    resizeTo(1280)
    vi.useFakeTimers()
    renderAt('/', <GoodsCarousel goods={TEN} label="熱門貨品" />)
    expect(screen.getByTestId('goods-carousel')).toHaveAttribute('data-per-slide', '5')
    expect(slides().map((s) => s.querySelectorAll('[data-testid="goods-card"]').length)).toEqual([5, 5])

    resizeTo(800)
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1))
    expect(slides()).toHaveLength(2)
    act(() => vi.advanceTimersByTime(1))
    expect(slides().map((s) => s.querySelectorAll('[data-testid="goods-card"]').length)).toEqual([3, 3, 3, 1])

    resizeTo(375)
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS))
    expect(slides()).toHaveLength(5)
  })

  it('moves with the buttons, the dots and a swipe, and only the visible slide is reachable', () => {
    resizeTo(1024)
    renderAt('/', <GoodsCarousel goods={TEN} label="熱門貨品" />)
    expect(slides()).toHaveLength(3)
    expect(visibleSlide()).toHaveAttribute('aria-label', '第 1 頁，共 3 頁')
    expect(slides()[1]).toHaveAttribute('inert')
    expect(screen.getByRole('button', { name: '上一頁' })).toBeDisabled()

    fireEvent.click(screen.getByRole('button', { name: '下一頁' }))
    expect(visibleSlide()).toHaveAttribute('aria-label', '第 2 頁，共 3 頁')
    fireEvent.click(screen.getByRole('button', { name: '顯示第 3 頁' }))
    expect(visibleSlide()).toHaveAttribute('aria-label', '第 3 頁，共 3 頁')
    expect(screen.getByRole('button', { name: '下一頁' })).toBeDisabled()

    const region = screen.getByTestId('goods-carousel')
    fireEvent.touchStart(region, { touches: [{ clientX: 100 }] })
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 220 }] })
    expect(visibleSlide()).toHaveAttribute('aria-label', '第 2 頁，共 3 頁')
  })
})
