/**
 * The wizard's photos: up to 8 (docs/product/constants.md), each uploading on its own with progress, retry after a
 * failure, remove, reorder; the first is the cover. Files the server would refuse (too large, not
 * an image) are refused here before any byte is sent, in the server's words; a file the server
 * refuses for what it is (not an image by its bytes, too large, too many pixels, an extreme shape)
 * leaves the grid as a refusal too, since sending it again cannot help (docs/errors.md).
 */
import { ErrorCode, IMAGE_MAX_BYTES, MAX_GOODS_IMAGES, type UploadedImage } from '@kaifong/contract'
import {
  type Dispatch,
  type RefObject,
  type SetStateAction,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { ApiError } from '../../../lib/api.ts'
import { isFinalImageRefusal, photoFileKind, UploadAborted, uploadPhoto } from '../../../lib/upload.ts'

export type PhotoStatus = 'uploading' | 'done' | 'error'
export interface Photo {
  key: string
  status: PhotoStatus
  /** 0…1 while uploading. */
  progress: number
  /** What the tile shows: a local object URL, or the server's thumbnail. */
  preview: string
  file: File | null
  image: UploadedImage | null
  /** The server's (or the network's) reason after a failure. */
  reason: string | null
}

type RefusalKey =
  | 'sell.photos.tooLarge'
  | 'sell.photos.badType'
  | 'sell.photos.notImage'
  | 'sell.photos.tooMany'
/** A refused file: its name and the i18n key of the reason, or the server's own words for it. */
export type Refusal = { name: string; reason: RefusalKey } | { name: string; text: string }

/** Our words for two of the server's final refusals; the others are shown in the server's words. */
const REFUSAL_KEYS: Partial<Record<number, RefusalKey>> = {
  [ErrorCode.IMAGE_TYPE]: 'sell.photos.notImage',
  [ErrorCode.IMAGE_TOO_LARGE]: 'sell.photos.tooLarge',
}
/** The server refused the file for what it is (lib/upload.ts); any other failure keeps the tile and its retry. */
function finalRefusal(name: string, err: unknown): Refusal | null {
  if (!isFinalImageRefusal(err)) return null
  const reason = REFUSAL_KEYS[err.code]
  return reason ? { name, reason } : { name, text: err.message }
}

function refusalOf(file: File): RefusalKey | null {
  const kind = photoFileKind(file)
  if (kind !== 'photo') return kind === 'otherImage' ? 'sell.photos.badType' : 'sell.photos.notImage'
  if (file.size > IMAGE_MAX_BYTES) return 'sell.photos.tooLarge'
  return null
}

let counter = 0
const newKey = () => `photo-${Date.now().toString(36)}-${counter++}`

const fromImage = (image: UploadedImage): Photo => ({
  key: newKey(),
  status: 'done',
  progress: 1,
  preview: image.thumbnail,
  file: null,
  image,
  reason: null,
})

/** Splits picked files into photos to upload (as many as there is room for) and refusals. */
function acceptFiles(files: readonly File[], room: number, objectUrls: Set<string>) {
  const refused: Refusal[] = []
  const accepted: Photo[] = []
  for (const file of files) {
    const reason = refusalOf(file)
    if (reason) refused.push({ name: file.name, reason })
    else if (accepted.length >= room) refused.push({ name: file.name, reason: 'sell.photos.tooMany' })
    else {
      const preview = URL.createObjectURL(file)
      objectUrls.add(preview)
      accepted.push({
        key: newKey(),
        status: 'uploading',
        progress: 0,
        preview,
        file,
        image: null,
        reason: null,
      })
    }
  }
  return { accepted, refused }
}

interface Uploads {
  /** The upload in flight for each tile. */
  controllers: Map<string, AbortController>
  patch: (key: string, change: Partial<Photo>) => void
  remove: (key: string) => void
  /** A file the server refused for good (its tile is removed). */
  refuse: (refusal: Refusal) => void
}

/** Uploads a tile's file (again), cancelling its earlier upload, with progress and the outcome on the tile. */
function startUpload({ controllers, patch, remove, refuse }: Uploads, key: string, file: File) {
  controllers.get(key)?.abort()
  const controller = new AbortController()
  controllers.set(key, controller)
  patch(key, { status: 'uploading', progress: 0, reason: null })
  uploadPhoto(file, (progress) => patch(key, { progress }), controller.signal)
    .then((image) => patch(key, { status: 'done', progress: 1, image }))
    .catch((err: unknown) => {
      if (err instanceof UploadAborted) return
      const refusal = finalRefusal(file.name, err)
      if (refusal) {
        remove(key)
        refuse(refusal)
        return
      }
      patch(key, { status: 'error', reason: err instanceof ApiError ? err.message : null })
    })
    .finally(() => {
      if (controllers.get(key) === controller) controllers.delete(key)
    })
}

/** The list with the photo at `from` moved to `to` (the same list when either is out of range). */
function moved(list: Photo[], from: number, to: number): Photo[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list
  const next = [...list]
  const [item] = next.splice(from, 1)
  if (item) next.splice(to, 0, item)
  return next
}

/** On leaving: uploads in flight are cancelled and the previews' object URLs freed. */
function useCleanUp(
  controllers: RefObject<Map<string, AbortController>>,
  objectUrls: RefObject<Set<string>>,
) {
  useEffect(() => {
    const pending = controllers.current
    const urls = objectUrls.current
    return () => {
      for (const c of pending.values()) c.abort()
      for (const url of urls) URL.revokeObjectURL(url)
    }
  }, [controllers, objectUrls])
}

/**
 * The tiles' uploads: start (or restart) one, remove a tile (cancelling its upload and freeing
 * its preview), and the files the server refused for good since the last pick.
 */
function useUploads(setPhotos: Dispatch<SetStateAction<Photo[]>>, objectUrls: RefObject<Set<string>>) {
  const [refusedByServer, setRefusedByServer] = useState<Refusal[]>([])
  const controllers = useRef(new Map<string, AbortController>())
  useCleanUp(controllers, objectUrls)

  const patch = useCallback(
    (key: string, change: Partial<Photo>) => {
      setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)))
    },
    [setPhotos],
  )

  const remove = useCallback(
    (key: string) => {
      controllers.current.get(key)?.abort()
      controllers.current.delete(key)
      setPhotos((list) => {
        const gone = list.find((p) => p.key === key)
        if (gone && objectUrls.current.delete(gone.preview)) URL.revokeObjectURL(gone.preview)
        return list.filter((p) => p.key !== key)
      })
    },
    [setPhotos, objectUrls],
  )

  const start = useCallback(
    (key: string, file: File) =>
      startUpload(
        {
          controllers: controllers.current,
          patch,
          remove,
          refuse: (refusal) => setRefusedByServer((list) => [...list, refusal]),
        },
        key,
        file,
      ),
    [patch, remove],
  )
  return { refusedByServer, setRefusedByServer, remove, start }
}

export function usePhotos(initial: readonly UploadedImage[]) {
  const [photos, setPhotos] = useState<Photo[]>(() => initial.map(fromImage))
  const objectUrls = useRef(new Set<string>())
  const { refusedByServer, setRefusedByServer, remove, start } = useUploads(setPhotos, objectUrls)
  // Callbacks read the latest list without being re-created on every progress tick.
  const photosRef = useRef(photos)
  photosRef.current = photos

  /** Adds files in order; returns the ones refused. */
  const add = useCallback(
    (files: readonly File[]): Refusal[] => {
      setRefusedByServer([])
      const { accepted, refused } = acceptFiles(
        files,
        MAX_GOODS_IMAGES - photosRef.current.length,
        objectUrls.current,
      )
      if (accepted.length) {
        setPhotos((list) => [...list, ...accepted])
        for (const p of accepted) if (p.file) start(p.key, p.file)
      }
      return refused
    },
    [start, setRefusedByServer],
  )

  const retry = useCallback(
    (key: string) => {
      const file = photosRef.current.find((p) => p.key === key)?.file
      if (file) start(key, file)
    },
    [start],
  )

  const move = useCallback((from: number, to: number) => setPhotos((list) => moved(list, from, to)), [])

  const uploaded = useMemo(
    () => photos.flatMap((p) => (p.status === 'done' && p.image ? [p.image] : [])),
    [photos],
  )
  return {
    photos,
    uploaded,
    room: MAX_GOODS_IMAGES - photos.length,
    uploading: photos.some((p) => p.status === 'uploading'),
    failed: photos.some((p) => p.status === 'error'),
    refusedByServer,
    add,
    retry,
    remove,
    move,
  }
}
export type PhotosState = ReturnType<typeof usePhotos>
