import type { ListPurchasesParams } from '../../../api/generated/model/listPurchasesParams';
import type { PurchaseState } from '../../../api/generated/model/purchaseState';

/** The purchases list shows 50 per page (the server's default). */
export const PURCHASES_PAGE_SIZE = 50;

/** Issue 30: the states of a checkout, in the filter's order. */
export const PURCHASE_STATES = [
  'pending',
  'paid',
  'refunded',
  'disputed',
  'won',
  'lost',
] as const satisfies readonly PurchaseState[];

/** The filter form of the purchases list; empty strings mean 'any'. */
export interface PurchaseFilters {
  state: PurchaseState | '';
  search: string;
  dateFrom: string;
  dateTo: string;
  /** Only purchases whose blackcoins are still owed (the flagged accounts). */
  owing: boolean;
}

export const EMPTY_PURCHASE_FILTERS: PurchaseFilters = {
  state: '',
  search: '',
  dateFrom: '',
  dateTo: '',
  owing: false,
};

/**
 * The query of GET /api/admin/purchases: page, limit 50, the character from the character page's
 * link, and only the filters that are set (a bad date from the browser's picker is left out).
 */
export function purchaseParams(
  filters: PurchaseFilters,
  page: number,
  characterId: number | undefined,
): ListPurchasesParams {
  const params: ListPurchasesParams = { page: Math.max(1, Math.floor(page)), limit: PURCHASES_PAGE_SIZE };
  if (filters.state) params.state = filters.state;
  const search = filters.search.trim().slice(0, 100);
  if (search) params.search = search;
  if (/^\d{4}-\d{2}-\d{2}$/.test(filters.dateFrom)) params.dateFrom = filters.dateFrom;
  if (/^\d{4}-\d{2}-\d{2}$/.test(filters.dateTo)) params.dateTo = filters.dateTo;
  if (filters.owing) params.owing = 'true';
  if (characterId) params.characterId = characterId;
  return params;
}

/** An amount in the currency's smallest unit (cents) as Arabic money text, e.g. `٩٫٩٩ US$`. */
export function formatAmount(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  try {
    return new Intl.NumberFormat('ar-EG', { style: 'currency', currency: code }).format(cents / 100);
  } catch {
    // An unknown code: the number and the code as Stripe sent it.
    return `${new Intl.NumberFormat('ar-EG', { minimumFractionDigits: 2 }).format(cents / 100)} ${code}`;
  }
}
