import { SLIDER_MAX_X, SLIDER_MAX_Y } from '@kaifong/contract'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sliderImages } from '../../../testing/factories.ts'
import { envelope, okBody } from '../../../testing/fake-api.ts'
import { SliderCaptcha } from './SliderCaptcha.tsx'

afterEach(() => vi.unstubAllGlobals())

const ok = (result: unknown) => envelope(200, okBody(result))
const images = sliderImages()

describe('SliderCaptcha', () => {
  it('moves the piece both ways with the handle and reports where it was dropped', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(ok(images)).mockResolvedValueOnce(ok(true))
    vi.stubGlobal('fetch', fetchMock)
    const onPass = vi.fn()
    render(<SliderCaptcha type="REGISTER" open onPass={onPass} onClose={vi.fn()} />)
    const handle = await screen.findByTestId('slider-handle')
    await waitFor(() => expect(handle).toBeEnabled())
    // The piece starts at the left, on the row the server gave (randomY), not the hole's row.
    expect(screen.getByTestId('slider-piece').style.left).toBe('0px')
    expect(screen.getByTestId('slider-piece').style.top).toBe('40px')
    fireEvent.pointerDown(handle, { clientX: 10, clientY: 500, pointerId: 1 })
    fireEvent.pointerMove(handle, { clientX: 70, clientY: 520, pointerId: 1 })
    fireEvent.pointerMove(handle, { clientX: 131, clientY: 477, pointerId: 1 })
    expect(screen.getByTestId('slider-piece').style.left).toBe('121px')
    expect(screen.getByTestId('slider-piece').style.top).toBe('17px')
    expect(handle.style.left).toBe('121px')
    fireEvent.pointerUp(handle, { clientX: 131, clientY: 477, pointerId: 1 })
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    const body = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))
    expect(body).toEqual({ verificationEnums: 'REGISTER', xPos: 121, yPos: 17 })
    expect(await screen.findByText('解鎖成功')).toBeInTheDocument()
    await waitFor(() => expect(onPass).toHaveBeenCalled())
  })

  it('lets the piece itself be dragged, and keeps it inside the picture', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(ok(images)).mockResolvedValueOnce(ok(true))
    vi.stubGlobal('fetch', fetchMock)
    render(<SliderCaptcha type="REGISTER" open onPass={vi.fn()} onClose={vi.fn()} />)
    await waitFor(() => expect(screen.getByTestId('slider-handle')).toBeEnabled())
    const piece = screen.getByTestId('slider-piece')
    fireEvent.pointerDown(piece, { clientX: 20, clientY: 60, pointerId: 1 })
    fireEvent.pointerMove(piece, { clientX: 900, clientY: 400, pointerId: 1 })
    expect(piece.style.left).toBe(`${SLIDER_MAX_X}px`)
    expect(piece.style.top).toBe(`${SLIDER_MAX_Y}px`)
    fireEvent.pointerMove(piece, { clientX: 100, clientY: 30, pointerId: 1 })
    fireEvent.pointerUp(piece, { clientX: 100, clientY: 30, pointerId: 1 })
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      verificationEnums: 'REGISTER',
      xPos: 80,
      yPos: 10,
    })
  })

  it('moves with the four arrow keys and drops with Enter', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(ok(images)).mockResolvedValueOnce(ok(true))
    vi.stubGlobal('fetch', fetchMock)
    render(<SliderCaptcha type="REGISTER" open onPass={vi.fn()} onClose={vi.fn()} />)
    const handle = await screen.findByTestId('slider-handle')
    await waitFor(() => expect(handle).toHaveFocus())
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true })
    fireEvent.keyDown(handle, { key: 'ArrowRight' })
    fireEvent.keyDown(handle, { key: 'ArrowDown', shiftKey: true })
    fireEvent.keyDown(handle, { key: 'ArrowUp' })
    expect(handle).toHaveAttribute('aria-valuetext', '橫 12，直 48')
    fireEvent.keyDown(handle, { key: 'Enter' })
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      verificationEnums: 'REGISTER',
      xPos: 12,
      yPos: 48,
    })
  })

  it('shows "request failed, please retry" when the picture cannot load', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')))
    render(<SliderCaptcha type="REGISTER" open onPass={vi.fn()} onClose={vi.fn()} />)
    expect(await screen.findByText('請求失敗，請重試')).toBeInTheDocument()
  })

  it('shows failure and loads a new picture after a miss', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(ok(images))
      .mockResolvedValueOnce(ok(false))
      .mockResolvedValueOnce(ok(images))
    vi.stubGlobal('fetch', fetchMock)
    render(<SliderCaptcha type="REGISTER" open onPass={vi.fn()} onClose={vi.fn()} />)
    const handle = await screen.findByTestId('slider-handle')
    await waitFor(() => expect(handle).toBeEnabled())
    fireEvent.pointerDown(handle, { clientX: 0, pointerId: 1 })
    fireEvent.pointerMove(handle, { clientX: 50, pointerId: 1 })
    fireEvent.pointerUp(handle, { clientX: 50, pointerId: 1 })
    expect(await screen.findByText('驗證失敗，請再試')).toBeInTheDocument()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3), { timeout: 2000 })
  })
})
