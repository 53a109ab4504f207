import { ErrorCode } from '@kaifong/contract'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../../../lib/session.ts'
import { image } from '../../../testing/factories.ts'
import { failBody, fakeApi, okBody } from '../../../testing/fake-api.ts'
import { FakeXhr, photoFile } from '../../../testing/fake-xhr.ts'
import { accessToken, signIn } from '../../../testing/session.ts'
import { usePhotos } from '../hooks/use-photos.ts'
import { PhotosSection } from './PhotosSection.tsx'

function Harness() {
  const state = usePhotos([])
  return (
    <>
      <PhotosSection state={state} />
      <output data-testid="uploaded">{state.uploaded.map((i) => i.id).join(',')}</output>
    </>
  )
}

beforeEach(() => {
  FakeXhr.reset()
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  signIn()
})
afterEach(() => vi.unstubAllGlobals())

function setup() {
  const user = userEvent.setup({ applyAccept: false })
  render(<Harness />)
  const upload = (...files: File[]) => user.upload(screen.getByTestId('photo-input'), files)
  return { user, upload }
}

describe('photo uploads', () => {
  it('sends each photo with the API headers and shows its own progress', async () => {
    FakeXhr.manual = true
    const { upload } = setup()
    await upload(photoFile('a.jpg'), photoFile('b.png', 100, 'image/png'))
    expect(FakeXhr.sent).toHaveLength(2)
    const [first, second] = FakeXhr.sent
    expect(first?.url).toBe('/common/common/upload/file')
    expect(first?.headers).toMatchObject({ language: 'zh-Hant', accessToken: sessionStore.get().accessToken })
    expect(first?.headers.uuid).toMatch(/.{8,}/)
    const sent = first?.body
    expect(sent instanceof FormData && sent.get('file')).toBeInstanceOf(File)
    act(() => first?.progress(0.4))
    const bars = screen.getAllByRole('progressbar')
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['40', '0'])
    await act(async () => second?.reply(200, okBody(image('b'))))
    expect(screen.getAllByRole('progressbar')).toHaveLength(1)
    await act(async () => first?.reply(200, okBody(image('a'))))
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    // Order is the order chosen, not the order finished; the first is the cover.
    expect(screen.getByTestId('uploaded')).toHaveTextContent('a,b')
    expect(
      within(screen.getAllByTestId('photo-tile')[0] as HTMLElement).getByText('封面'),
    ).toBeInTheDocument()
  })

  it('says "images failed to upload, please try again" on the failed tile and retries it', async () => {
    FakeXhr.replies = [
      { status: 400, body: failBody(ErrorCode.IMAGE_UNREADABLE, '無法讀取此相片，請換一張再試') },
    ]
    const { user, upload } = setup()
    await upload(photoFile())
    const tile = screen.getByTestId('photo-tile')
    expect(await within(tile).findByText('相片上載失敗，請再試一次')).toBeInTheDocument()
    expect(screen.getByText('第 1 張相片：無法讀取此相片，請換一張再試')).toBeInTheDocument()
    expect(screen.getByTestId('uploaded')).toHaveTextContent('')
    await user.click(within(tile).getByTestId('photo-retry'))
    await waitFor(() => expect(screen.getByTestId('uploaded')).toHaveTextContent('img-2'))
    expect(within(tile).queryByText('相片上載失敗，請再試一次')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(FakeXhr.sent).toHaveLength(2)
  })

  it('refuses photos over 10 MB and non-images before sending anything', async () => {
    const { upload } = setup()
    await upload(
      photoFile('huge.jpg', 10 * 1024 * 1024 + 1),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    )
    const refused = screen.getByRole('alert')
    expect(refused).toHaveTextContent('huge.jpg: 相片不可超過 10MB')
    expect(refused).toHaveTextContent('notes.txt: 不是相片檔案，只接受 JPEG、PNG、WebP、GIF 或 AVIF 相片')
    expect(FakeXhr.sent).toHaveLength(0)
    expect(screen.queryByTestId('photo-tile')).not.toBeInTheDocument()
  })

  it('refuses a picture in a format it does not take, naming the formats', async () => {
    const { upload } = setup()
    await upload(new File(['x'], 'IMG_1.heic', { type: 'image/heic' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'IMG_1.heic: 只接受 JPEG、PNG、WebP、GIF 或 AVIF 相片',
    )
    expect(FakeXhr.sent).toHaveLength(0)
  })

  it('says a file the server finds is no image is not one, with no retry and nothing blocking publish', async () => {
    FakeXhr.replies = [
      { status: 400, body: failBody(ErrorCode.IMAGE_TYPE, '只接受 JPEG、PNG、WebP、GIF 或 AVIF 圖片') },
    ]
    const { upload } = setup()
    await upload(photoFile('renamed.jpg'))
    const refused = await screen.findByRole('alert')
    expect(refused).toHaveTextContent('renamed.jpg: 不是相片檔案，只接受 JPEG、PNG、WebP、GIF 或 AVIF 相片')
    expect(screen.queryByTestId('photo-retry')).not.toBeInTheDocument()
    expect(screen.queryByTestId('photo-tile')).not.toBeInTheDocument()
    expect(screen.queryByText('相片上載失敗，請再試一次')).not.toBeInTheDocument()
  })

  it('takes at most 8 photos', async () => {
    const { upload } = setup()
    await upload(...Array.from({ length: 9 }, (_, i) => photoFile(`p${i}.jpg`)))
    expect(screen.getAllByTestId('photo-tile')).toHaveLength(8)
    expect(screen.getByRole('alert')).toHaveTextContent('p8.jpg: 最多只可上載 8 張相片')
    expect(screen.queryByTestId('photo-input')).not.toBeInTheDocument()
  })

  it('reorders with the earlier/later buttons and the handle keys, and removes', async () => {
    const { user, upload } = setup()
    await upload(photoFile('a.jpg'), photoFile('b.jpg'), photoFile('c.jpg'))
    await waitFor(() => expect(screen.getByTestId('uploaded')).toHaveTextContent('img-1,img-2,img-3'))
    await user.click(screen.getByRole('button', { name: '第 3 張相片向前移' }))
    expect(screen.getByTestId('uploaded')).toHaveTextContent('img-1,img-3,img-2')
    screen.getByRole('button', { name: /拖動以調整第 1 張相片/ }).focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByTestId('uploaded')).toHaveTextContent('img-3,img-1,img-2')
    expect(screen.getByText('相片已移到第 2 位')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '移除第 1 張相片' }))
    expect(screen.getByTestId('uploaded')).toHaveTextContent('img-1,img-2')
  })

  it('refreshes the session once after a 401 and sends the photo again', async () => {
    const fresh = accessToken('fresh')
    const server = fakeApi({
      'GET /buyer/passport/member/refresh/refresh-1': () => ({
        accessToken: fresh,
        refreshToken: 'refresh-2',
      }),
    })
    FakeXhr.replies = [{ status: 401, body: failBody(ErrorCode.SESSION_EXPIRED, '登入已過期') }]
    const { upload } = setup()
    await upload(photoFile())
    await waitFor(() => expect(screen.getByTestId('uploaded')).toHaveTextContent('img-2'))
    expect(server.calls).toHaveLength(1)
    expect(FakeXhr.sent[1]?.headers.accessToken).toBe(fresh)
  })
})
