import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly, AuthUser, CurrentUser } from '../../common/auth/decorators';
import { BlockedMessagesService } from './blocked-messages.service';
import { FilteredWordsService } from './filtered-words.service';
import {
  BlockedMessageListDto,
  BlockedMessagesDeletedDto,
  BlockedMessageStatisticsDto,
  CreateFilteredWordDto,
  DeleteBlockedMessagesDto,
  FilteredWordDeletedDto,
  FilteredWordDto,
  FilteredWordListDto,
  ListBlockedMessagesQueryDto,
} from './moderation.dto';
import { ParseIdPipe } from '../../common/validation/integers';

/** Admin screens of the word filter: blocked messages (spec 002 sections 2.13, 7) and the word lists. */
@ApiTags('moderation')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin')
export class ModerationController {
  constructor(
    private readonly blockedMessages: BlockedMessagesService,
    private readonly filteredWords: FilteredWordsService,
  ) {}

  /** Newest first, 20 per page, filtered by type, category, username and dates. */
  @Get('blocked-messages')
  listBlockedMessages(@Query() query: ListBlockedMessagesQueryDto): Promise<BlockedMessageListDto> {
    return this.blockedMessages.listBlockedMessages(query);
  }

  @Get('blocked-messages/statistics')
  getBlockedMessageStatistics(): Promise<BlockedMessageStatisticsDto> {
    return this.blockedMessages.getBlockedMessageStatistics();
  }

  /** Purges the log by age (`olderThan` days) and/or category. */
  @Delete('blocked-messages')
  deleteBlockedMessages(@Body() body: DeleteBlockedMessagesDto): Promise<BlockedMessagesDeletedDto> {
    return this.blockedMessages.deleteBlockedMessages(body);
  }

  @Get('filtered-words')
  listFilteredWords(): Promise<FilteredWordListDto> {
    return this.filteredWords.listFilteredWords();
  }

  @Post('filtered-words')
  addFilteredWord(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateFilteredWordDto,
  ): Promise<FilteredWordDto> {
    return this.filteredWords.addFilteredWord(user.id, body);
  }

  @Delete('filtered-words/:id')
  @HttpCode(200)
  deleteFilteredWord(@Param('id', ParseIdPipe) id: number): Promise<FilteredWordDeletedDto> {
    return this.filteredWords.deleteFilteredWord(id);
  }
}
