import { useId, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useGetBlackMarket, useGetMyListings } from '../../api/generated/black-market/black-market';
import type { BlackMarketPageDto } from '../../api/generated/model/blackMarketPageDto';
import type { GetBlackMarketParams } from '../../api/generated/model/getBlackMarketParams';
import { errorText } from '../../api/error-text';
import { useSession } from '../../auth/use-session';
import { Button } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { FeatureLockPanel } from '../../components/FeatureGate';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { TabPanel, Tabs } from '../../components/Tabs';
import { arBlackMarket } from '../../i18n/ar-black-market';
import { lockedLevel } from '../../lib/feature-lock';
import { ListingCard } from './ListingCard';
import { ListItemForm } from './ListItemForm';
import { MarketFilters } from './MarketFilters';
import { useBlackMarketLive } from './use-black-market-live';
import { useMarketActions } from './use-market-actions';

const TABS = ['market', 'mine', 'sell'] as const;
type Tab = (typeof TABS)[number];

/**
 * `/dashboard/black-market` (DESIGN.md section 6, level 20): the listings with filters, sort and
 * pages, the player's own listings, and the list-an-item form. The unfiltered first page is live:
 * `blackMarket:update` replaces it whenever a listing is created, withdrawn, expired or sold.
 */
export function BlackMarketPage() {
  const t = arBlackMarket.blackMarket;
  useBlackMarketLive();
  const [tab, setTab] = useState<Tab>('market');
  const tabsId = useId();
  const [filters, setFilters] = useState<GetBlackMarketParams>({});
  const [page, setPage] = useState(1);
  const params = { ...filters, ...(page > 1 ? { page } : {}) };
  const hasParams = Object.keys(params).length > 0;
  const market = useGetBlackMarket(hasParams ? params : undefined, {
    query: { retry: false, placeholderData: (previous) => previous },
  });
  const locked = lockedLevel(market.error, 'blackMarket');

  return (
    <SectionPage bannerKey="shop" title={t.title}>
      <p className="text-sm text-night-300">{t.intro}</p>
      {locked !== null ? (
        <FeatureLockPanel level={locked} />
      ) : (
        <>
          <Tabs
            id={tabsId}
            label={t.title}
            items={TABS.map((key) => ({ value: key, label: t.tabs[key], testId: `market-tab-${key}` }))}
            value={tab}
            onChange={setTab}
          />
          <TabPanel id={tabsId} value={tab}>
            {tab === 'market' && (
              <section className="flex flex-col gap-3">
                <MarketFilters
                  onApply={(next) => {
                    setFilters(next);
                    setPage(1);
                  }}
                />
                {market.isPending && <div className="h-40 animate-pulse rounded-3xl bg-night-900/80" />}
                {market.isError && (
                  <ErrorPanel
                    detail={errorText(market.error, { fallback: t.loadFailed })}
                    onRetry={() => market.refetch()}
                  />
                )}
                {market.data && <MarketList data={market.data} filtered={hasParams} onPage={setPage} />}
              </section>
            )}
            {tab === 'mine' && <MyListings />}
            {tab === 'sell' && (
              <ListItemForm feePercent={market.data?.feePercent ?? 5} onListed={() => setTab('mine')} />
            )}
          </TabPanel>
        </>
      )}
    </SectionPage>
  );
}

function MarketList({
  data,
  filtered,
  onPage,
}: {
  data: BlackMarketPageDto;
  filtered: boolean;
  onPage: (page: number) => void;
}) {
  const t = arBlackMarket.blackMarket;
  const userId = useSession()?.user.id;
  const { buyListing, cancelListing, pendingId, dialog } = useMarketActions();
  const pages = Math.max(1, Math.ceil(data.total / data.limit));
  if (data.listings.length === 0) return <EmptyState title={filtered ? t.noMatches : t.empty} />;
  return (
    <>
      <p className="text-sm text-night-400" data-testid="market-total">
        {t.total(data.total)}
      </p>
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" data-testid="market-listings">
        {data.listings.map((listing) => {
          const own = listing.sellerId === userId;
          return (
            <ListingCard
              key={listing.id}
              listing={listing}
              own={own}
              action={own ? 'cancel' : 'buy'}
              pending={pendingId === listing.id}
              onAction={() => void (own ? cancelListing(listing) : buyListing(listing))}
            />
          );
        })}
      </ul>
      {pages > 1 && (
        <nav className="flex items-center justify-center gap-3">
          <Button variant="secondary" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
            <ChevronRight className="size-5" aria-hidden />
            {t.previousPage}
          </Button>
          <span className="text-sm text-night-300">{t.pageOf(data.page, pages)}</span>
          <Button variant="secondary" disabled={data.page >= pages} onClick={() => onPage(data.page + 1)}>
            {t.nextPage}
            <ChevronLeft className="size-5" aria-hidden />
          </Button>
        </nav>
      )}
      {dialog}
    </>
  );
}

function MyListings() {
  const t = arBlackMarket.blackMarket;
  const mine = useGetMyListings({ query: { retry: false, staleTime: 0 } });
  const { cancelListing, pendingId, dialog } = useMarketActions();
  if (mine.isPending) return <div className="h-40 animate-pulse rounded-3xl bg-night-900/80" />;
  if (mine.isError)
    return (
      <ErrorPanel detail={errorText(mine.error, { fallback: t.loadFailed })} onRetry={() => mine.refetch()} />
    );
  if (mine.data.listings.length === 0) return <EmptyState title={t.noListings} />;
  return (
    <>
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" data-testid="my-listings">
        {mine.data.listings.map((listing) => (
          <ListingCard
            key={listing.id}
            listing={listing}
            own
            action={listing.status === 'active' ? 'cancel' : null}
            pending={pendingId === listing.id}
            onAction={() => void cancelListing(listing)}
          />
        ))}
      </ul>
      {dialog}
    </>
  );
}
