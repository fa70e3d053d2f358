import { Injectable } from '@nestjs/common';
import { FILTER_CATEGORIES, FilterCategory } from '../../game/word-filter.rules';
import { SHIPPED_FILTER_WORDS } from '../../game/word-filter.words';
import { ModerationErrorCode, moderationError } from './moderation.errors';
import { FilteredWordRow, ModerationRepository } from './moderation.repository';
import {
  CreateFilteredWordDto,
  FilteredWordDeletedDto,
  FilteredWordDto,
  FilteredWordListDto,
} from './moderation.dto';
import { WordFilterService } from './word-filter.service';

const toFilteredWordDto = (row: FilteredWordRow): FilteredWordDto => ({
  id: row.id,
  word: row.word,
  category: row.category,
  createdAt: row.createdAt.toISOString(),
});

/** The admins' additions to the word filter (`filtered_words`). */
@Injectable()
export class FilteredWordsService {
  constructor(
    private readonly repository: ModerationRepository,
    private readonly filter: WordFilterService,
  ) {}

  async listFilteredWords(): Promise<FilteredWordListDto> {
    const shipped = Object.fromEntries(FILTER_CATEGORIES.map((c) => [c, [] as string[]])) as Record<
      FilterCategory,
      string[]
    >;
    for (const { word, category } of SHIPPED_FILTER_WORDS) shipped[category].push(word);
    return { words: (await this.repository.listFilteredWords()).map(toFilteredWordDto), shipped };
  }

  /** @throws FILTERED_WORD_EXISTS when the word is already listed in that category. */
  async addFilteredWord(adminId: string, body: CreateFilteredWordDto): Promise<FilteredWordDto> {
    const row = await this.repository.addFilteredWord(
      body.word.trim().replace(/\s+/gu, ' '),
      body.category,
      adminId,
    );
    if (!row) throw moderationError(ModerationErrorCode.FILTERED_WORD_EXISTS);
    await this.filter.invalidate();
    return toFilteredWordDto(row);
  }

  /** @throws FILTERED_WORD_NOT_FOUND */
  async deleteFilteredWord(id: number): Promise<FilteredWordDeletedDto> {
    if (!(await this.repository.deleteFilteredWord(id)))
      throw moderationError(ModerationErrorCode.FILTERED_WORD_NOT_FOUND);
    await this.filter.invalidate();
    return { message: 'تم حذف الكلمة' };
  }
}
