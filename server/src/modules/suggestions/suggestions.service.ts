import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { canMoveSuggestion, SUGGESTION_LIMITS, SuggestionStatus } from '../../game/suggestions.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { NotificationsService } from '../notifications/notifications.service';
import {
  AdminSuggestionDto,
  AdminSuggestionsDto,
  CreateSuggestionDto,
  MySuggestionsDto,
  SuggestionDeletedDto,
  SuggestionDto,
  SuggestionStatsDto,
  SuggestionStatusUpdatedDto,
  SuggestionsQueryDto,
  UpdateSuggestionStatusDto,
} from './suggestions.dto';
import { SuggestionErrorCode, suggestionError } from './suggestions.errors';
import { SuggestionsRepository, SuggestionWithUser } from './suggestions.repository';
import { SuggestionEntity } from './suggestion.entity';

/** The statuses as the admin screen names them, for the refusal sentence. */
const STATUS_NAMES: Record<SuggestionStatus, string> = {
  unread: 'غير مقروء',
  pending: 'قيد المراجعة',
  done: 'تم',
};

function toSuggestionDto(suggestion: SuggestionEntity): SuggestionDto {
  return {
    id: suggestion.id,
    type: suggestion.type,
    title: suggestion.title,
    message: suggestion.message,
    status: suggestion.status,
    adminNotes: suggestion.adminNotes,
    createdAt: suggestion.createdAt.toISOString(),
    resolvedAt: suggestion.resolvedAt?.toISOString() ?? null,
  };
}

function toAdminSuggestionDto(found: SuggestionWithUser): AdminSuggestionDto {
  return {
    ...toSuggestionDto(found.suggestion),
    // A character carries its player's username (there is no separate character name).
    user: {
      username: found.username,
      email: found.email,
      characterName: found.hasCharacter ? found.username : null,
    },
  };
}

/**
 * Suggestions (spec 001 sections 2.10, 3, 4, 7, 9; DESIGN.md section 6): players send them (at most 5
 * per game day) and read their own with status and notes; admins search, filter, count, move them
 * (only the allowed moves) and delete them. Marking one done notifies its author with the notes.
 */
@Injectable()
export class SuggestionsService {
  constructor(
    private readonly suggestions: SuggestionsRepository,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: Tx,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Sends a suggestion (status unread). @returns the player's list afterwards.
   * @throws SUGGESTION_DAILY_LIMIT (429) after 5 in the same game day (TZ_GAME).
   */
  async submit(userId: string, dto: CreateSuggestionDto): Promise<MySuggestionsDto> {
    await inRetriedTransaction(this.tx, async () => {
      await this.suggestions.lockAuthor(userId);
      const now = this.clock.now();
      const sent = await this.suggestions.countSince(userId, now, this.config.TZ_GAME);
      if (sent >= SUGGESTION_LIMITS.perDay) throw suggestionError(SuggestionErrorCode.SUGGESTION_DAILY_LIMIT);
      await this.suggestions.insert({
        userId,
        type: dto.type,
        title: dto.title,
        message: dto.message,
        createdAt: now,
      });
    });
    return this.getMine(userId);
  }

  /** The player's own suggestions, newest first, with how many more they may send today. */
  async getMine(userId: string): Promise<MySuggestionsDto> {
    const [mine, sentToday] = await Promise.all([
      this.suggestions.listOfUser(userId),
      this.suggestions.countSince(userId, this.clock.now(), this.config.TZ_GAME),
    ]);
    return {
      suggestions: mine.map(toSuggestionDto),
      remainingToday: Math.max(0, SUGGESTION_LIMITS.perDay - sentToday),
    };
  }

  /** Every suggestion, newest first, filtered by status and a search in title, message and username. */
  async listForAdmin(query: SuggestionsQueryDto): Promise<AdminSuggestionsDto> {
    return { suggestions: (await this.suggestions.listForAdmin(query)).map(toAdminSuggestionDto) };
  }

  async stats(): Promise<SuggestionStatsDto> {
    return this.suggestions.stats();
  }

  /**
   * Moves a suggestion to `status` with the admin's notes (kept when omitted, cleared when empty).
   * Allowed: to done from unread or pending, to pending from unread (spec 001 section 4). Marking done
   * stamps `resolvedAt` and notifies the author with the notes.
   * @throws SUGGESTION_NOT_FOUND (404); SUGGESTION_STATUS_NOT_ALLOWED (409) for any other move.
   */
  async updateStatus(id: number, dto: UpdateSuggestionStatusDto): Promise<SuggestionStatusUpdatedDto> {
    const moved = await inRetriedTransaction(this.tx, async () => {
      const suggestion = await this.suggestions.lockById(id);
      if (!suggestion) throw suggestionError(SuggestionErrorCode.SUGGESTION_NOT_FOUND);
      if (!canMoveSuggestion(suggestion.status, dto.status)) {
        throw suggestionError(
          SuggestionErrorCode.SUGGESTION_STATUS_NOT_ALLOWED,
          { from: suggestion.status, to: dto.status },
          `لا يمكن نقل الاقتراح من حالة "${STATUS_NAMES[suggestion.status]}" إلى "${STATUS_NAMES[dto.status]}"`,
        );
      }
      const adminNotes = dto.adminNotes !== undefined ? dto.adminNotes || null : suggestion.adminNotes;
      const resolvedAt = dto.status === 'done' ? this.clock.now() : null;
      await this.suggestions.setStatus(id, { status: dto.status, adminNotes, resolvedAt });
      return { ...suggestion, status: dto.status, adminNotes, resolvedAt };
    });
    if (moved.status === 'done') await this.notifyDone(moved);
    const found = await this.suggestions.findWithUser(id);
    if (!found) throw suggestionError(SuggestionErrorCode.SUGGESTION_NOT_FOUND);
    return { success: true, suggestion: toAdminSuggestionDto(found) };
  }

  /** @throws SUGGESTION_NOT_FOUND (404) */
  async delete(id: number): Promise<SuggestionDeletedDto> {
    if (!(await this.suggestions.delete(id))) throw suggestionError(SuggestionErrorCode.SUGGESTION_NOT_FOUND);
    return { success: true, id };
  }

  private async notifyDone(suggestion: SuggestionEntity): Promise<void> {
    const notes = suggestion.adminNotes ? ` ملاحظات الإدارة: ${suggestion.adminNotes}` : '';
    await this.notifications.notify(suggestion.userId, {
      type: 'suggestion_done',
      message: `تمت معالجة اقتراحك "${suggestion.title}".${notes}`,
      data: { suggestionId: suggestion.id, adminNotes: suggestion.adminNotes },
    });
  }
}
