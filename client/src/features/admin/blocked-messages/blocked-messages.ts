import type { BlockedMessageStatisticsDto } from '../../../api/generated/model/blockedMessageStatisticsDto';
import type { BlockedMessageType } from '../../../api/generated/model/blockedMessageType';
import type { DeleteBlockedMessagesDto } from '../../../api/generated/model/deleteBlockedMessagesDto';
import type { FilterCategory } from '../../../api/generated/model/filterCategory';
import type { ListBlockedMessagesParams } from '../../../api/generated/model/listBlockedMessagesParams';

/** Spec 002 section 9: the blocked-messages list shows 20 per page. */
export const BLOCKED_PAGE_SIZE = 20;

export const MESSAGE_TYPES = ['GLOBAL', 'PRIVATE'] as const satisfies readonly BlockedMessageType[];

/** Spec 002 section 9: the word-filter categories. */
export const CATEGORIES = [
  'arabicSexual',
  'englishSexual',
  'arabicHarassment',
  'englishHarassment',
] as const satisfies readonly FilterCategory[];

/** Spec 002 section 9: the cleanup presets, in the screen's order. */
export const CLEANUP_PRESETS = ['older30', 'olderWeek', 'arabicSexual', 'englishSexual'] as const;
export type CleanupPreset = (typeof CLEANUP_PRESETS)[number];

/** The body of DELETE /api/admin/blocked-messages for a cleanup preset. */
export function presetToBody(preset: CleanupPreset): DeleteBlockedMessagesDto {
  switch (preset) {
    case 'older30':
      return { olderThan: 30 };
    case 'olderWeek':
      return { olderThan: 7 };
    case 'arabicSexual':
      return { category: 'arabicSexual' };
    case 'englishSexual':
      return { category: 'englishSexual' };
  }
}

/** The filter form of the list; empty strings mean 'any'. */
export interface BlockedFilters {
  messageType: BlockedMessageType | '';
  category: FilterCategory | '';
  username: string;
  dateFrom: string;
  dateTo: string;
}

export const EMPTY_FILTERS: BlockedFilters = {
  messageType: '',
  category: '',
  username: '',
  dateFrom: '',
  dateTo: '',
};

/** The query of GET /api/admin/blocked-messages: page, limit 20 and only the filters that are set. */
export function filtersToParams(filters: BlockedFilters, page: number): ListBlockedMessagesParams {
  const params: ListBlockedMessagesParams = { page: Math.max(1, Math.floor(page)), limit: BLOCKED_PAGE_SIZE };
  if (filters.messageType) params.messageType = filters.messageType;
  if (filters.category) params.category = filters.category;
  const username = filters.username.trim().slice(0, 50);
  if (username) params.username = username;
  if (filters.dateFrom) params.dateFrom = filters.dateFrom;
  if (filters.dateTo) params.dateTo = filters.dateTo;
  return params;
}

export const STAT_KEYS = ['total', 'today', 'thisWeek'] as const;
export type StatKey = (typeof STAT_KEYS)[number];

/**
 * The values of the three stat cards. A statistics failure is silent (spec 002 section 8), so a
 * missing or malformed answer shows zeros.
 */
export function statValues(stats: BlockedMessageStatisticsDto | undefined): Record<StatKey, number> {
  const safe = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  return { total: safe(stats?.total), today: safe(stats?.today), thisWeek: safe(stats?.thisWeek) };
}
