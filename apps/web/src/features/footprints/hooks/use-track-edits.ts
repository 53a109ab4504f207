/**
 * What the browsing history page (pages/TracksPage.tsx) can change: select mode and its ticks,
 * deleting one or the ticked tracks, and clearing them all after a confirmation.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../lib/ui.ts'
import { useClearFootprints, useDeleteFootprints } from '../api/footprints.ts'

export function useTrackEdits() {
  const { t } = useTranslation()
  const remove = useDeleteFootprints()
  const clear = useClearFootprints()
  const [selecting, setSelecting] = useState(false)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [confirmClear, setConfirmClear] = useState(false)

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const deleteTracks = (ids: string[]) =>
    remove.mutate(ids, {
      onSuccess: () => {
        toast(t('tracks.deleted', { count: ids.length }), 'success')
        setSelected((prev) => new Set([...prev].filter((id) => !ids.includes(id))))
      },
    })
  const stopSelecting = () => {
    setSelecting(false)
    setSelected(new Set())
  }
  const clearAll = () => {
    setConfirmClear(false)
    clear.mutate(undefined, {
      onSuccess: () => {
        stopSelecting()
        toast(t('tracks.cleared'), 'success')
      },
    })
  }

  return {
    selecting,
    startSelecting: () => setSelecting(true),
    stopSelecting,
    selected,
    setSelected,
    toggle,
    deleteTracks,
    busy: remove.isPending || clear.isPending,
    confirmClear,
    setConfirmClear,
    clearAll,
  }
}
