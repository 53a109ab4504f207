import type { TaskItem } from '@kaifong/contract'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import TasksPage from './TasksPage.tsx'

const TASKS = '/buyer/members/task'
const NOW = new Date('2026-03-02T10:00:00+08:00')

const video = (over: Partial<TaskItem> = {}): TaskItem => ({
  key: 'VIDEO',
  reward: 2,
  done: 0,
  limit: 3,
  status: 'TODO',
  seconds: 15,
  claimableAt: null,
  ...over,
})
/** A run started `ago` seconds before NOW, as the server reports it. */
const running = (ago: number) =>
  video({ status: 'IN_PROGRESS', claimableAt: new Date(NOW.getTime() + (15 - ago) * 1000).toISOString() })

/** The page over a server whose video task stands at `first`; START and CLAIM move it on. */
function open(first: TaskItem) {
  let task = first
  const api = fakeApi({
    [`GET ${TASKS}`]: () => [task],
    [`POST ${TASKS}`]: (call) => {
      const start = (call.body as { action: string }).action === 'START'
      task = start ? running(0) : video({ done: 1 })
      return { tasks: [task], point: start ? null : 8 }
    },
  })
  renderAt('/task', <TasksPage />)
  return { api, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) }
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true })
  signIn()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('TasksPage, the video task', () => {
  it('plays the project’s clip once started: silent, inline, with a poster and a description', async () => {
    const { api, user } = open(video())
    await user.click(await screen.findByTestId('video-start'))
    const clip = await screen.findByTestId('task-clip')
    expect(api.find(`POST ${TASKS}`)[0]?.body).toEqual({ taskKey: 'VIDEO', action: 'START' })
    expect(clip.tagName).toBe('VIDEO')
    expect((clip as HTMLVideoElement).muted).toBe(true)
    expect(clip).toHaveAttribute('playsinline')
    expect(clip).toHaveAttribute('controls')
    expect(clip).toHaveAttribute('poster', '/video/task-video-poster.webp')
    expect([...clip.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.type])).toEqual([
      ['/video/task-video.webm', 'video/webm; codecs="vp9"'],
      ['/video/task-video.mp4', 'video/mp4'],
    ])
    expect(clip).toHaveAccessibleName('街坊市集貼士影片')
    expect(clip).toHaveAccessibleDescription(
      '無聲短片：先是街坊市集的名稱，然後是三個安全交易貼士。 在人多的公眾地方交收 付款前先檢查貨品 切勿向人透露驗證碼 多謝收看！',
    )
    expect(screen.getByTestId('video-claim')).toBeDisabled()
  })

  it('opens the claim when the server’s seconds have passed, paused clip or not', async () => {
    const { api, user } = open(running(5))
    const clip = await screen.findByTestId('task-clip')
    const claim = screen.getByTestId('video-claim')
    const task = screen.getByTestId('task-VIDEO')
    expect(within(task).getByText('觀看中… 尚餘 10 秒')).toBeInTheDocument()
    // The server counts from START: pausing the player stops neither it nor the countdown.
    fireEvent.pause(clip)
    await act(() => vi.advanceTimersByTimeAsync(4000))
    expect(within(task).getByText('觀看中… 尚餘 6 秒')).toBeInTheDocument()
    expect(claim).toBeDisabled()
    await act(() => vi.advanceTimersByTimeAsync(6000))
    expect(claim).toBeEnabled()
    expect(clip).not.toHaveAttribute('loop')
    await user.click(claim)
    expect(await within(task).findByText('今日已完成 1 / 3')).toBeInTheDocument()
    expect(api.find(`POST ${TASKS}`)[0]?.body).toEqual({ taskKey: 'VIDEO', action: 'CLAIM' })
    expect(screen.queryByTestId('task-clip')).not.toBeInTheDocument()
  })

  it('starts the clip where a run opened earlier stands', async () => {
    open(running(5))
    const clip = (await screen.findByTestId('task-clip')) as HTMLVideoElement
    Object.defineProperty(clip, 'duration', { value: 15 })
    fireEvent.loadedMetadata(clip)
    expect(clip.currentTime).toBe(5)
  })
})

describe('TasksPage, the phone task', () => {
  const once = (key: TaskItem['key']): TaskItem => ({
    key,
    reward: 5,
    done: 0,
    limit: 1,
    status: 'TODO',
    seconds: 0,
    claimableAt: null,
  })
  const site = (phoneVerification: 'sms' | 'off') =>
    fakeApi({
      [`GET ${TASKS}`]: () => [once('VERIFY_PHONE'), once('VERIFY_EMAIL')],
      'GET /common/common/site': () => ({
        siteName: '街坊市集',
        buyerSideLogo: '',
        buyerSideIcon: '',
        phoneVerification,
      }),
    })

  it('is a task to do where the site verifies phones, leading to /authPhone', async () => {
    site('sms')
    renderAt('/task', <TasksPage />)
    const task = await screen.findByTestId('task-VERIFY_PHONE')
    expect(within(task).getByRole('link')).toHaveAttribute('href', '/authPhone')
  })

  it('is not shown where the site verifies no phones (PHONE_VERIFICATION=off)', async () => {
    const api = site('off')
    renderAt('/task', <TasksPage />)
    expect(await screen.findByTestId('task-VERIFY_EMAIL')).toBeInTheDocument()
    await waitFor(() => expect(api.find('GET /common/common/site')).toHaveLength(1))
    await waitFor(() => expect(screen.queryByTestId('task-VERIFY_PHONE')).not.toBeInTheDocument())
  })
})
