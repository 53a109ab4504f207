/** Names the browser tab after the console page shown: "<page> - <console>". */
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

export function useAdminTitle(page: string | null | undefined): void {
  const { t } = useTranslation()
  const console = t('admin.title')
  useEffect(() => {
    document.title = page ? `${page} - ${console}` : console
  }, [page, console])
}
