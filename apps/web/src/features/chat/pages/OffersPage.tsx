/**
 * /setting/offers, "my offers" (docs/product/screens.md, "my quotes"): the offers I made as a
 * buyer and those I received as a seller, newest change first, each with its listing, the other
 * member, the amount, what became of it, and the way to its chat. The tab and page are in the
 * address (`?tab=received&page=2`).
 */
import { type MyQuote, QUOTE_STATUS } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Avatar } from '../../../components/Avatar.tsx'
import { EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { Pager } from '../../../components/Pager.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { TabRow, tabPanelProps } from '../../../components/TabRow.tsx'
import { paths } from '../../../config/paths.ts'
import { formatDate, formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { type QuoteRole, useMyQuotes } from '../api/my-quotes.ts'
import '../components/chat.css'

const TABS = [
  ['made', 'BUYER'],
  ['received', 'SELLER'],
] as const satisfies readonly (readonly [string, QuoteRole])[]
type Tab = (typeof TABS)[number][0]
const TAB_NAMES: readonly Tab[] = TABS.map(([name]) => name)

const STATUS_KEY: Record<number, string> = {
  [QUOTE_STATUS.QUOTED]: 'open',
  [QUOTE_STATUS.REJECTED]: 'rejected',
  [QUOTE_STATUS.ACCEPTED]: 'accepted',
  [QUOTE_STATUS.CANCELLED]: 'cancelled',
  [QUOTE_STATUS.CLOSED]: 'closed',
}

function OfferRow({ quote, tab }: { quote: MyQuote; tab: Tab }) {
  const { t } = useTranslation()
  const status = STATUS_KEY[quote.status] ?? 'closed'
  return (
    <li className="my-offer" data-testid="my-offer">
      <Link to={paths.goodsDetail(quote.goodsId)} className="my-offer-goods">
        {quote.goodsPicture ? (
          <img src={quote.goodsPicture} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <span className="my-offer-pic" aria-hidden />
        )}
        <span className="my-offer-title">{quote.goodsName}</span>
      </Link>
      <div className="my-offer-facts">
        <p className="my-offer-amount">
          <strong>{formatHKD(quote.price)}</strong>{' '}
          <span className="muted small">
            {t('chat.myOffers.asking', { price: formatHKD(quote.goodsPrice) })}
          </span>
        </p>
        <p className="my-offer-who">
          <Avatar name={quote.name} face={quote.face} size={24} />
          <span>{t(`chat.myOffers.${tab === 'made' ? 'to' : 'from'}`, { name: quote.name })}</span>
        </p>
        <p className="small">
          <span className={`my-offer-status my-offer-${status}`} data-testid="my-offer-status">
            {t(`chat.myOffers.status.${status}`)}
          </span>{' '}
          <span className="muted">{formatDate(quote.updateTime, currentLanguage())}</span>
        </p>
      </div>
      <Link className="btn btn-outline btn-small" to={paths.im({ talkId: quote.talkId })}>
        {t('chat.myOffers.openChat')}
      </Link>
    </li>
  )
}

export default function OffersPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const tab: Tab = params.get('tab') === 'received' ? 'received' : 'made'
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1)
  const role = TABS.find(([name]) => name === tab)?.[1] ?? 'BUYER'
  const query = useMyQuotes(role, page)
  const go = (next: Tab, nextPage = 1) =>
    setParams(
      { ...(next === 'received' ? { tab: next } : {}), ...(nextPage > 1 ? { page: String(nextPage) } : {}) },
      {
        replace: true,
      },
    )
  const { data } = query
  return (
    <section className="card my-offers" data-testid="offers-page">
      <h1>{t('pages.offers')}</h1>
      <TabRow
        tabs={TAB_NAMES}
        active={tab}
        onSelect={go}
        label={t('chat.myOffers.tabsLabel')}
        idPrefix="offers"
      >
        {(name) => t(`chat.myOffers.tabs.${name}`)}
      </TabRow>
      <div {...tabPanelProps('offers', tab)}>
        {query.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : query.isError && !data ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : !data || data.total === 0 ? (
          <EmptyState title={t(`chat.myOffers.empty.${tab}`)}>
            <Link className="btn btn-primary" to={tab === 'made' ? paths.goodsList() : paths.sell()}>
              {t(`chat.myOffers.emptyAction.${tab}`)}
            </Link>
          </EmptyState>
        ) : (
          <>
            <ul className="my-offer-list">
              {data.records.map((quote) => (
                <OfferRow key={quote.id} quote={quote} tab={tab} />
              ))}
            </ul>
            <Pager current={page} total={data.pages} onChange={(p) => go(tab, p)} />
          </>
        )}
      </div>
    </section>
  )
}
