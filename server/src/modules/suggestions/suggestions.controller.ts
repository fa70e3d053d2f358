import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly, AuthUser, CurrentUser } from '../../common/auth/decorators';
import { ParseIdPipe } from '../../common/validation/integers';
import { RequiresFeature } from '../features/requires-feature.guard';
import {
  AdminSuggestionsDto,
  CreateSuggestionDto,
  MySuggestionsDto,
  SuggestionDeletedDto,
  SuggestionStatsDto,
  SuggestionStatusUpdatedDto,
  SuggestionsQueryDto,
  UpdateSuggestionStatusDto,
} from './suggestions.dto';
import { SuggestionsService } from './suggestions.service';

/** Suggestions: the player's form and own list, and the admin screen (spec 001 sections 2.10 and 7). */
@ApiTags('suggestions')
@ApiBearerAuth()
@Controller('suggestions')
export class SuggestionsController {
  constructor(private readonly suggestions: SuggestionsService) {}

  /** Sends a suggestion, bug report or other; 429 after 5 in one game day. */
  @RequiresFeature('suggestions')
  @Post()
  createSuggestion(
    @CurrentUser() user: AuthUser,
    @Body() dto: CreateSuggestionDto,
  ): Promise<MySuggestionsDto> {
    return this.suggestions.submit(user.id, dto);
  }

  /** The player's own suggestions with status and the admin's notes. */
  @RequiresFeature('suggestions')
  @Get('mine')
  getMySuggestions(@CurrentUser() user: AuthUser): Promise<MySuggestionsDto> {
    return this.suggestions.getMine(user.id);
  }

  /** Every suggestion, newest first; optional `search` and `status`. */
  @AdminOnly()
  @Get()
  listSuggestions(@Query() query: SuggestionsQueryDto): Promise<AdminSuggestionsDto> {
    return this.suggestions.listForAdmin(query);
  }

  /** Counts: total, unread, pending, done. */
  @AdminOnly()
  @Get('stats')
  getSuggestionStats(): Promise<SuggestionStatsDto> {
    return this.suggestions.stats();
  }

  /** Only the allowed moves (to done from unread or pending, to pending from unread); 409 otherwise. */
  @AdminOnly()
  @Put(':id/status')
  updateSuggestionStatus(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateSuggestionStatusDto,
  ): Promise<SuggestionStatusUpdatedDto> {
    return this.suggestions.updateStatus(id, dto);
  }

  @AdminOnly()
  @Delete(':id')
  deleteSuggestion(@Param('id', ParseIdPipe) id: number): Promise<SuggestionDeletedDto> {
    return this.suggestions.delete(id);
  }
}
