/**
 * A page past the last one (the list shrank after a review, or an old link asked for page 9):
 * go to the last page rather than show a count above an empty list.
 */
import { useEffect } from 'react'

export function usePageInRange(
  data: { records: unknown[]; pages: number } | undefined,
  page: number,
  onPage: (page: number) => void,
) {
  const past = data !== undefined && data.records.length === 0 && page > 1
  const last = Math.max(1, data?.pages ?? 1)
  useEffect(() => {
    if (past) onPage(last)
  }, [past, last, onPage])
}
