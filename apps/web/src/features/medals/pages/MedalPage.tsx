/** /setting/medal: the medal wall. */
import { useTranslation } from 'react-i18next'
import { Spinner } from '../../../components/Spinner.tsx'
import { useMedals } from '../api/medals.ts'
import { MedalGrid } from '../components/MedalGrid.tsx'

export default function MedalPage() {
  const { t } = useTranslation()
  const { data, isPending, isError } = useMedals()
  return (
    <section className="card">
      <h1>{t('medals.title')}</h1>
      {isPending && <Spinner label={t('common.loading')} />}
      {isError && <p className="form-error">{t('errors.loadFailed')}</p>}
      {data && <MedalGrid list={data} />}
    </section>
  )
}
