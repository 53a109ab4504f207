/**
 * /admin/settings (docs/admin.md, "Coins" and "Content and settings", right `settings`): four
 * sections, each loaded and saved on its own — the site's name in three languages with its logo
 * and icon (uploaded through POST /admin/api/media) and the new members' welcome coins, the coin packages and task rewards, the
 * number of reporters that holds a listing, and the home page's sections in order.
 */
import { useTranslation } from 'react-i18next'
import { useAdminTitle } from '../../admin/index.ts'
import { CoinsSettingsForm } from '../components/CoinsSettingsForm.tsx'
import { HomeForm } from '../components/HomeForm.tsx'
import { ModerationForm } from '../components/ModerationForm.tsx'
import { SettingsSection } from '../components/SettingsSection.tsx'
import { SiteForm } from '../components/SiteForm.tsx'
import { useSettings } from '../lib/settings.ts'
import type { CoinSettings, HomeSettings, ModerationSettings, SiteSettingsForm } from '../lib/types.ts'

export default function SettingsPage() {
  const { t } = useTranslation()
  useAdminTitle(t('adminContent.settings.title'))
  const site = useSettings<SiteSettingsForm>('site')
  const coins = useSettings<CoinSettings>('coins')
  const moderation = useSettings<ModerationSettings>('moderation')
  const home = useSettings<HomeSettings>('home')
  return (
    <section className="adm-page" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('adminContent.settings.title')}</h1>
      <SettingsSection id="site" title={t('adminContent.settings.site.title')} query={site.query}>
        {(value) => <SiteForm initial={value} save={site.save} />}
      </SettingsSection>
      <SettingsSection id="coins" title={t('adminContent.settings.coins.title')} query={coins.query}>
        {(value) => <CoinsSettingsForm initial={value} save={coins.save} />}
      </SettingsSection>
      <SettingsSection
        id="moderation"
        title={t('adminContent.settings.moderation.title')}
        query={moderation.query}
      >
        {(value) => <ModerationForm initial={value} save={moderation.save} />}
      </SettingsSection>
      <SettingsSection id="home" title={t('adminContent.settings.home.title')} query={home.query}>
        {(value) => <HomeForm initial={value} save={home.save} />}
      </SettingsSection>
    </section>
  )
}
