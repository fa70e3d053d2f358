import { useEffect, useState, type ReactNode } from 'react';
import { Crown } from 'lucide-react';
import { toast } from '../../lib/toast';
import { useGetHud } from '../../api/generated/character/character';
import { useBuySpecialItem } from '../../api/generated/special-items/special-items';
import {
  useBuyMoneyPackage,
  useBuyVipPackage,
  useCheckoutBlackcoinPackage,
  useGetSpecialShop,
} from '../../api/generated/special-shop/special-shop';
import { errorText } from '../../api/error-text';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { useConfirm } from '../../components/use-confirm';
import { arSpecialShop } from '../../i18n/ar-special-shop';
import { formatBlackcoins, formatLongDateTime, formatMoney } from '../../lib/format';
import { toastActionError } from '../../lib/action-error';
import { useSession } from '../../auth/use-session';
import { getSocket } from '../../realtime/socket';
import {
  BLACKCOIN_UNAVAILABLE_ID,
  BlackcoinPackageCard,
  MoneyPackageCard,
  SpecialItemCard,
  VipPackageCard,
} from './ShopCards';
import { priceText, vipEndText } from './special-shop-text';
import { type CheckoutOutcome, useCheckoutReturnToast } from './checkout-return';

const t = arSpecialShop.specialShop;

/**
 * Sends `specialShop:request` once the screen is open and the socket is connected (spec 000 section
 * 7): the answer lands in the cache through realtime/sync.ts, and the request joins room
 * `special-shop`, where an admin's change of a package or a special item is pushed (issue 31). A
 * socket that connects later asks again in the resync.
 */
function useSpecialShopRequest(): void {
  const signedIn = useSession() !== null;
  useEffect(() => {
    const socket = getSocket();
    if (signedIn && socket?.connected) socket.emit('specialShop:request');
  }, [signedIn]);
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3" data-testid={testId}>
      <h2 className="text-xl font-extrabold text-gold-300">{title}</h2>
      {children}
    </section>
  );
}

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/**
 * `/dashboard/special-shop`, the blackcoin shop (DESIGN.md section 6): special items with their effect,
 * VIP packages with the end they would give, money packages, blackcoin packages with total and bonus
 * percent (bought through Stripe Checkout when the server sells them). Live on `specialShop:update`;
 * the balance and VIP state come from the HUD (`hud:update`). Every purchase asks for confirmation.
 * Back from Stripe Checkout (`checkoutOutcome`, the address's `?checkout=`), one toast says how it went and
 * `dropCheckoutParam` removes the query.
 */
export function SpecialShopPage({
  checkoutOutcome,
  dropCheckoutParam,
}: {
  checkoutOutcome?: CheckoutOutcome;
  dropCheckoutParam: () => void;
}) {
  useCheckoutReturnToast(checkoutOutcome, dropCheckoutParam);
  useSpecialShopRequest();
  const shop = useGetSpecialShop();
  const hud = useGetHud();
  const { confirm, dialog } = useConfirm();
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const buyItem = useBuySpecialItem();
  const buyVip = useBuyVipPackage();
  const buyMoney = useBuyMoneyPackage();
  const checkout = useCheckoutBlackcoinPackage();

  /** Runs one confirmed purchase; the HUD and the special items follow by push (`hud:update`, `inventory:update`). */
  const purchase = async (key: string, question: string, run: () => Promise<{ message?: string } | void>) => {
    if (pendingKey || !(await confirm(question))) return;
    setPendingKey(key);
    try {
      const result = await run();
      toast.success(result?.message ?? t.bought);
    } catch (error) {
      toastActionError(error);
    } finally {
      setPendingKey(null);
    }
  };

  const vipEnd = hud.data?.vipExpiresAt ?? null;
  const data = shop.data;

  return (
    <SectionPage bannerKey="specialShop" title={t.title}>
      {dialog}
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-3xl border border-gold-400/40 bg-gradient-to-l from-gold-400/15 via-night-900 to-night-900 p-4">
        <div className="flex min-w-0 items-center gap-3">
          <Crown className="vip-sparkle size-8 shrink-0 text-gold-300" aria-hidden />
          <div className="min-w-0">
            <p className="text-night-200">{t.intro}</p>
            <p className="font-bold text-gold-300" data-testid="vip-status">
              {hud.data?.isVip ? t.vipActive(formatLongDateTime(vipEnd) ?? '') : t.vipInactive}
            </p>
          </div>
        </div>
        {hud.data && (
          <p
            className="rounded-2xl bg-night-950/70 px-4 py-2 text-sm text-night-200"
            data-testid="shop-balance"
          >
            {t.balance}:{' '}
            <span className="font-bold text-violet-300">{formatBlackcoins(hud.data.blackcoins)}</span>
            {' · '}
            <span className="font-bold text-emerald-300">{formatMoney(hud.data.money)}</span>
          </p>
        )}
      </div>

      {shop.isPending && <div className="h-64 animate-pulse rounded-3xl bg-night-900/80" aria-busy="true" />}
      {shop.isError && <ErrorPanel detail={errorText(shop.error)} onRetry={() => shop.refetch()} />}
      {data && (
        <>
          <Section title={t.itemsTitle} testId="special-items-section">
            {data.items.length === 0 ? (
              <EmptyState title={t.empty} />
            ) : (
              <ul className={GRID}>
                {data.items.map((item) => (
                  <SpecialItemCard
                    key={item.id}
                    item={item}
                    level={hud.data?.level}
                    pending={pendingKey === `item:${item.id}`}
                    onBuy={() =>
                      void purchase(
                        `item:${item.id}`,
                        t.confirmBuyItem(item.name, priceText(item.price, item.currency)),
                        () =>
                          buyItem
                            .mutateAsync({ data: { itemId: item.id, quantity: 1 } })
                            .then(() => undefined),
                      )
                    }
                  />
                ))}
              </ul>
            )}
          </Section>

          <Section title={t.vipTitle} testId="vip-packages-section">
            <p className="text-sm text-night-300">{t.vipPerks}</p>
            {data.vipPackages.length === 0 ? (
              <EmptyState title={t.emptyPackages} />
            ) : (
              <ul className={GRID}>
                {data.vipPackages.map((pack) => (
                  <VipPackageCard
                    key={pack.id}
                    pack={pack}
                    vipExpiresAt={vipEnd}
                    pending={pendingKey === `vip:${pack.id}`}
                    onBuy={() =>
                      void purchase(
                        `vip:${pack.id}`,
                        t.confirmVip(
                          pack.name,
                          priceText(pack.price, 'blackcoin'),
                          vipEndText(vipEnd, pack.durationDays),
                        ),
                        () => buyVip.mutateAsync({ id: pack.id }),
                      )
                    }
                  />
                ))}
              </ul>
            )}
          </Section>

          <Section title={t.moneyTitle} testId="money-packages-section">
            {data.moneyPackages.length === 0 ? (
              <EmptyState title={t.emptyPackages} />
            ) : (
              <ul className={GRID}>
                {data.moneyPackages.map((pack) => (
                  <MoneyPackageCard
                    key={pack.id}
                    pack={pack}
                    pending={pendingKey === `money:${pack.id}`}
                    onBuy={() =>
                      void purchase(
                        `money:${pack.id}`,
                        t.confirmMoney(
                          pack.name,
                          priceText(pack.blackcoinCost, 'blackcoin'),
                          formatMoney(pack.totalMoney),
                        ),
                        () => buyMoney.mutateAsync({ id: pack.id }),
                      )
                    }
                  />
                ))}
              </ul>
            )}
          </Section>

          <Section title={t.blackcoinTitle} testId="blackcoin-packages-section">
            {data.blackcoinPackages.length === 0 ? (
              <EmptyState title={t.emptyPackages} />
            ) : (
              <>
                {!data.purchasesAvailable && (
                  <p
                    id={BLACKCOIN_UNAVAILABLE_ID}
                    className="text-sm text-night-400"
                    data-testid={BLACKCOIN_UNAVAILABLE_ID}
                  >
                    {t.unavailable}
                  </p>
                )}
                <ul className={GRID}>
                  {data.blackcoinPackages.map((pack) => (
                    <BlackcoinPackageCard
                      key={pack.id}
                      pack={pack}
                      available={data.purchasesAvailable}
                      pending={pendingKey === `coins:${pack.id}`}
                      onBuy={() => void openCheckout(pack.id)}
                    />
                  ))}
                </ul>
              </>
            )}
          </Section>
        </>
      )}
    </SectionPage>
  );

  /** Sends the browser to Stripe Checkout; the webhook credits the blackcoins after payment. */
  async function openCheckout(id: number) {
    if (pendingKey) return;
    setPendingKey(`coins:${id}`);
    try {
      const session = await checkout.mutateAsync({ id });
      window.location.assign(session.url);
    } catch (error) {
      toastActionError(error);
      setPendingKey(null);
    }
  }
}
