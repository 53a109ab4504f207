/** /task: daily tasks (docs/product/overview.md, states-and-notices.md): the video countdown → claim → claimed, and one-time tasks. */
import type { TaskItem } from '@kaifong/contract'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Spinner } from '../../../components/Spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { toast } from '../../../lib/ui.ts'
import { usePhonesVerified } from '../../site/index.ts'
import { useTasks, useVideoTask } from '../api/tasks.ts'
import { CheckInCard } from '../components/CheckInCard.tsx'

function useSecondsUntil(iso: string | null) {
  const [now, setNow] = useState(Date.now())
  useEffect(() => {
    if (!iso) return
    const timer = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(timer)
  }, [iso])
  return iso ? Math.max(0, Math.ceil((new Date(iso).getTime() - now) / 1000)) : 0
}

/**
 * The clip, made by scripts/make-task-video.mjs and committed under apps/web/public/video (the
 * product needs no ffmpeg); VP9 for the browsers that play WebM, H.264 for the others.
 */
const TASK_CLIP = {
  webm: '/video/task-video.webm',
  mp4: '/video/task-video.mp4',
  poster: '/video/task-video-poster.webp',
} as const

const TIPS = ['meet', 'check', 'codes'] as const

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The clip, silent and inline, with the player's own controls (it can be paused). The claim waits
 * for the server's seconds from START (docs/product/states-and-notices.md, "Video task"), which a
 * paused player cannot stop, so the countdown beside it keeps running: it says when the claim
 * opens, not how much of the clip was seen. A page opened mid-run starts the clip where the run
 * stands; a clip shorter than the task's seconds loops until the countdown ends.
 */
function TaskClip({ seconds, left }: { seconds: number; left: number }) {
  const { t } = useTranslation()
  const descriptionId = useId()
  const [autoPlay] = useState(() => !prefersReducedMotion())
  const startAt = useRef(seconds - left)
  return (
    <>
      <video
        className="task-clip"
        data-testid="task-clip"
        muted
        playsInline
        autoPlay={autoPlay}
        loop={left > 0}
        controls
        preload="auto"
        poster={TASK_CLIP.poster}
        aria-label={t('tasks.clip.label')}
        aria-describedby={descriptionId}
        onLoadedMetadata={(e) => {
          const video = e.currentTarget
          if (startAt.current > 0 && startAt.current < video.duration) video.currentTime = startAt.current
        }}
      >
        <source src={TASK_CLIP.webm} type='video/webm; codecs="vp9"' />
        <source src={TASK_CLIP.mp4} type="video/mp4" />
      </video>
      {/* What the clip shows, for those who cannot see it (it has no sound to caption). */}
      <div id={descriptionId} className="sr-only" data-testid="task-clip-description">
        <p>{t('tasks.clip.description')}</p>
        <ol>
          {TIPS.map((tip) => (
            <li key={tip}>{t(`tasks.clip.tips.${tip}`)}</li>
          ))}
        </ol>
        <p>{t('tasks.clip.thanks')}</p>
      </div>
    </>
  )
}

function VideoTask({ task }: { task: TaskItem }) {
  const { t } = useTranslation()
  const video = useVideoTask()
  const left = useSecondsUntil(task.status === 'IN_PROGRESS' ? task.claimableAt : null)
  const claim = () =>
    video.mutate('CLAIM', { onSuccess: () => toast(t('tasks.claimed', { coins: task.reward }), 'success') })
  return (
    <li className="task" data-testid="task-VIDEO">
      <div className="task-info">
        <strong>{t('tasks.VIDEO.title')}</strong>
        <span className="muted small">
          {t('tasks.VIDEO.body', { seconds: task.seconds, coins: task.reward })}
        </span>
        <span className="small">{t('tasks.progress', { done: task.done, limit: task.limit })}</span>
        {task.status === 'IN_PROGRESS' && (
          <div className="video-box">
            <TaskClip seconds={task.seconds} left={left} />
            <div
              className="video-track"
              role="progressbar"
              aria-label={t('tasks.videoProgress')}
              aria-valuemin={0}
              aria-valuemax={task.seconds}
              aria-valuenow={task.seconds - left}
            >
              <div
                className="video-bar"
                style={{ width: `${100 - (left / Math.max(task.seconds, 1)) * 100}%` }}
              />
            </div>
            <span className="video-caption">
              {left > 0 ? t('tasks.watching', { seconds: left }) : t('tasks.watched')}
            </span>
            {/* Announce the end once, not every second of the countdown. */}
            <span className="sr-only" aria-live="polite">
              {left > 0 ? '' : t('tasks.watched')}
            </span>
          </div>
        )}
      </div>
      {task.status === 'DONE' ? (
        <span className="badge">{t('tasks.doneToday')}</span>
      ) : task.status === 'IN_PROGRESS' ? (
        <button
          type="button"
          className="btn btn-primary btn-small"
          data-testid="video-claim"
          disabled={left > 0 || video.isPending}
          onClick={claim}
        >
          {t('tasks.claim', { coins: task.reward })}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-outline btn-small"
          data-testid="video-start"
          disabled={video.isPending}
          onClick={() => video.mutate('START')}
        >
          {t('tasks.watch')}
        </button>
      )}
    </li>
  )
}

function OnceTask({ task }: { task: TaskItem }) {
  const { t } = useTranslation()
  const action =
    task.key === 'VERIFY_PHONE' ? paths.bindPhone : task.key === 'INVITE_FRIEND' ? paths.invite : null
  return (
    <li className="task" data-testid={`task-${task.key}`}>
      <div className="task-info">
        <strong>{t(`tasks.${task.key}.title`)}</strong>
        <span className="muted small">{t(`tasks.${task.key}.body`, { coins: task.reward })}</span>
      </div>
      {task.status === 'DONE' ? (
        <span className="badge">{t('tasks.done')}</span>
      ) : action ? (
        <Link className="btn btn-outline btn-small" to={action}>
          {t(`tasks.${task.key}.action`)}
        </Link>
      ) : null}
    </li>
  )
}

export default function TasksPage() {
  const { t } = useTranslation()
  const { data, isPending, isError } = useTasks()
  // A site that verifies no phones has no phone to verify: not a task to do there.
  const asksForPhone = usePhonesVerified()
  const tasks = data?.filter((task) => asksForPhone || task.key !== 'VERIFY_PHONE')
  return (
    <div className="page narrow stack">
      <CheckInCard />
      <section className="card">
        <h1>{t('tasks.title')}</h1>
        {isPending && <Spinner label={t('common.loading')} />}
        {isError && <p className="form-error">{t('errors.loadFailed')}</p>}
        <ul className="tasks">
          {tasks?.map((task) =>
            task.key === 'VIDEO' ? (
              <VideoTask key={task.key} task={task} />
            ) : (
              <OnceTask key={task.key} task={task} />
            ),
          )}
        </ul>
      </section>
    </div>
  )
}
