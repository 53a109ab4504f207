/**
 * /setting/address: the address book (meet-up places used by listings). `adding`: opened on its
 * "add" form (the member centre's AddAddress, app/router.tsx).
 */
import { useTranslation } from 'react-i18next'
import { AddressBook } from '../components/AddressBook.tsx'

export default function AddressPage({ adding = false }: { adding?: boolean }) {
  const { t } = useTranslation()
  return (
    <section className="card">
      <h1>{t('pages.address')}</h1>
      <p className="muted">{t('address.explain')}</p>
      <AddressBook startAdding={adding} />
    </section>
  )
}
