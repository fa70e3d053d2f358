import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { REDIS } from '../../infra/redis/redis.module';
import { buildWordIndex, checkText, FilterCategory, WordIndex } from '../../game/word-filter.rules';
import { SHIPPED_FILTER_WORDS } from '../../game/word-filter.words';
import { ModerationRepository } from './moderation.repository';

export type { FilterCategory } from '../../game/word-filter.rules';

export interface WordFilterResult {
  blocked: boolean;
  category: FilterCategory | null;
  matchedWords: string[];
  /** The text with matched words replaced by asterisks. */
  filtered: string;
}

/** Redis counter bumped when an admin changes the list, so every node rebuilds its index. */
const VERSION_KEY = 'word-filter:version';

/**
 * The chat word filter (DESIGN.md section 6, Chat): the shipped lists plus the admins' words
 * (`filtered_words`), indexed in memory and rebuilt on every node when the list changes.
 */
@Injectable()
export class WordFilterService {
  private index?: WordIndex;
  private version: string | null = null;

  constructor(
    private readonly repository: ModerationRepository,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async check(text: string): Promise<WordFilterResult> {
    return checkText(text, await this.currentIndex());
  }

  /** Tells every node to rebuild its index (after an admin adds or removes a word). */
  async invalidate(): Promise<void> {
    await this.redis.incr(VERSION_KEY);
    this.index = undefined;
  }

  private async currentIndex(): Promise<WordIndex> {
    const version = await this.redis.get(VERSION_KEY);
    if (!this.index || version !== this.version) {
      const extra = await this.repository.filterWords();
      this.index = buildWordIndex([...SHIPPED_FILTER_WORDS, ...extra]);
      this.version = version;
    }
    return this.index;
  }
}
