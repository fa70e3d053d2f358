import { Module } from '@nestjs/common';
import { BlockedMessagesService } from './blocked-messages.service';
import { FilteredWordsService } from './filtered-words.service';
import { ModerationController } from './moderation.controller';
import { ModerationRepository } from './moderation.repository';
import { MuteService } from './mute.service';
import { WordFilterService } from './word-filter.service';
import { ModerationPush } from './moderation.push';

/**
 * The word filter, the blocked-messages log and mutes, shared by global chat and private
 * messages (DESIGN.md section 6, Chat).
 */
@Module({
  controllers: [ModerationController],
  providers: [
    ModerationPush,
    ModerationRepository,
    WordFilterService,
    BlockedMessagesService,
    FilteredWordsService,
    MuteService,
  ],
  exports: [WordFilterService, BlockedMessagesService, MuteService],
})
export class ModerationModule {}
