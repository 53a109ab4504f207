/**
 * /admin/notices (docs/admin.md, "System notices", right `notices`): compose a SYSTEM notice for
 * everyone, the sellers, the new members or one member, in one to three languages (a warning names
 * the languages left out and where their text will come from), sent now or at a Hong Kong time;
 * preview it; the list of past and scheduled notices with their status and recipients, where a
 * scheduled one can be cancelled.
 */
import { useTranslation } from 'react-i18next'
import { useAdminTitle } from '../../admin/index.ts'
import { NoticeCompose } from '../components/NoticeCompose.tsx'
import { NoticeList } from '../components/NoticeList.tsx'

export default function NoticesPage() {
  const { t } = useTranslation()
  useAdminTitle(t('adminContent.notices.title'))
  return (
    <section className="adm-page" aria-labelledby="notices-title">
      <h1 id="notices-title">{t('adminContent.notices.title')}</h1>
      <NoticeCompose />
      <NoticeList />
    </section>
  )
}
