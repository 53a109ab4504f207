/** The link back to the report queue, on the tab of the report's kind. */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { adminPaths } from '../../admin/index.ts'
import type { ReportKind } from '../lib/types.ts'

export function BackToQueue({ kind }: { kind: ReportKind }) {
  const { t } = useTranslation()
  return (
    <Link className="adm-back" to={kind === 'talk' ? `${adminPaths.reports}?kind=talk` : adminPaths.reports}>
      {t('admin.reports.back')}
    </Link>
  )
}
