import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { validationError } from '../../common/errors/common.errors';
import { countOf, MESSAGES_GENITIVE } from '../../game/arabic-numbers.rules';
import type { FilterCategory } from '../../game/word-filter.rules';
import {
  BlockedMessageFilter,
  BlockedMessageRow,
  ModerationRepository,
  NewBlockedMessage,
} from './moderation.repository';
import type {
  BlockedMessageDto,
  BlockedMessageListDto,
  BlockedMessageStatisticsDto,
  DeleteBlockedMessagesDto,
  ListBlockedMessagesQueryDto,
} from './moderation.dto';

export const BLOCKED_MESSAGES_PAGE_SIZE = 20;

/** The log of messages the word filter stopped (spec 002 sections 2.13 and 7, Blocked messages). */
@Injectable()
export class BlockedMessagesService {
  constructor(
    private readonly repository: ModerationRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Logs one blocked global or private message. */
  async record(entry: NewBlockedMessage): Promise<void> {
    await this.repository.recordBlocked(entry);
  }

  /** The repository filter of a list query (also the CSV export's). */
  private filterOf(query: ListBlockedMessagesQueryDto): BlockedMessageFilter {
    return {
      messageType: query.messageType ? (query.messageType.toLowerCase() as 'global' | 'private') : undefined,
      category: query.category,
      username: query.username?.trim() || undefined,
      dateFrom: query.dateFrom ? new Date(query.dateFrom) : undefined,
      dateTo: query.dateTo ? endOfDayIfDateOnly(query.dateTo) : undefined,
    };
  }

  /** A keyset page of the filtered log, newest first: the CSV export's (issue 30, part 4). */
  exportPage(
    query: ListBlockedMessagesQueryDto,
    beforeId: string | null,
    limit: number,
  ): Promise<BlockedMessageRow[]> {
    return this.repository.exportBlocked(this.filterOf(query), beforeId, limit);
  }

  async listBlockedMessages(query: ListBlockedMessagesQueryDto): Promise<BlockedMessageListDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? BLOCKED_MESSAGES_PAGE_SIZE;
    const { rows, total } = await this.repository.listBlocked(
      this.filterOf(query),
      limit,
      (page - 1) * limit,
    );
    const blockedMessages: BlockedMessageDto[] = rows.map((row) => ({
      id: row.id,
      messageType: row.messageType === 'global' ? 'GLOBAL' : 'PRIVATE',
      userId: row.userId,
      username: row.username,
      originalContent: row.originalContent,
      filteredContent: row.filteredContent,
      category: row.category,
      matchedWords: row.matchedWords,
      receiverId: row.receiverId,
      Receiver: row.receiverId ? { username: row.receiverUsername } : null,
      createdAt: row.createdAt.toISOString(),
    }));
    return { blockedMessages, total, page, totalPages: Math.ceil(total / limit) };
  }

  /** total, today (since midnight in the game's time zone, TZ_GAME) and thisWeek (the last 7 days). */
  async getBlockedMessageStatistics(): Promise<BlockedMessageStatisticsDto> {
    const now = this.clock.now();
    const startOfWeek = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
    return this.repository.blockedStatistics(now, this.config.TZ_GAME, startOfWeek);
  }

  /** Purges the log: rows older than `olderThan` days and/or of one category. */
  async deleteBlockedMessages(body: DeleteBlockedMessagesDto): Promise<{ message: string; deleted: number }> {
    if (body.olderThan === undefined && !body.category) throw validationError(['يجب تحديد المدة أو التصنيف']);
    const olderThan =
      body.olderThan !== undefined
        ? new Date(this.clock.now().getTime() - body.olderThan * 24 * 3600 * 1000)
        : null;
    const deleted = await this.repository.deleteBlocked(
      olderThan,
      (body.category as FilterCategory | undefined) ?? null,
    );
    return { message: `تم حذف ${countOf(deleted, MESSAGES_GENITIVE)}`, deleted };
  }
}

/** `2026-11-21` means the whole day; a full ISO time is taken as is. */
function endOfDayIfDateOnly(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/u.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}
