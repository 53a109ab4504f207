import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Gallery } from './Gallery.tsx'

const images = ['a', 'b', 'c'].map((id) => ({
  id,
  url: `/media/${id}.webp`,
  thumbnail: `/media/${id}-t.webp`,
  width: 1280,
  height: 960,
}))

describe('Gallery', () => {
  it('turns with the arrow keys, the thumbnails and a swipe, showing the display image', async () => {
    const user = userEvent.setup()
    render(<Gallery images={images} name="Sofa" />)
    const count = screen.getByTestId('gallery-count')
    expect(count).toHaveTextContent('1 / 3')
    const photo = screen.getByRole('button', { name: '全螢幕查看相片' })
    photo.focus()
    await user.keyboard('{ArrowRight}')
    expect(count).toHaveTextContent('2 / 3')
    expect(within(photo).getByRole('img')).toHaveAttribute('src', '/media/b.webp')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(count).toHaveTextContent('3 / 3')
    await user.click(screen.getByRole('button', { name: '顯示第 1 張相片，共 3 張' }))
    expect(count).toHaveTextContent('1 / 3')
    const stage = photo.parentElement as HTMLElement
    fireEvent.touchStart(stage, { touches: [{ clientX: 200, clientY: 100 }] })
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 120, clientY: 110 }] })
    expect(count).toHaveTextContent('2 / 3')
  })

  it('opens a full-screen viewer whose arrow keys turn one photo at a time', async () => {
    const user = userEvent.setup()
    render(<Gallery images={images} name="Sofa" />)
    await user.click(screen.getByRole('button', { name: '全螢幕查看相片' }))
    const viewer = screen.getByTestId('gallery-viewer')
    fireEvent.keyDown(viewer, { key: 'ArrowRight' })
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/media/b.webp')
    expect(screen.getByTestId('gallery-count')).toHaveTextContent('2 / 3')
    await user.click(within(viewer).getByRole('button', { name: '關閉' }))
    expect(screen.queryByTestId('gallery-viewer')).not.toBeInTheDocument()
  })
})
