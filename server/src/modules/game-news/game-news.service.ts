import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../infra/events/domain-events';
import {
  CreateGameNewsDto,
  DEFAULT_NEWS_COLOR,
  GameNewsDeletedDto,
  GameNewsDto,
  UpdateGameNewsDto,
} from './game-news.dto';
import { GameNewsErrorCode, gameNewsError } from './game-news.errors';
import { GameNewsRepository, NewsValues, NewsWithAuthor } from './game-news.repository';

function toGameNewsDto({ news, admin }: NewsWithAuthor): GameNewsDto {
  return {
    id: news.id,
    title: news.title,
    content: news.content,
    color: news.color,
    isActive: news.isActive,
    createdAt: news.createdAt.toISOString(),
    updatedAt: news.updatedAt.toISOString(),
    admin,
  };
}

/**
 * Game news (spec 002 sections 2.10, 3, 7, 9; DESIGN.md section 6): admins write them; players see the
 * active ones newest first on the dashboard home. Every change pushes `gameNews:update` (the player
 * list) to everyone online.
 */
@Injectable()
export class GameNewsService {
  constructor(
    private readonly news: GameNewsRepository,
    private readonly events: DomainEvents,
  ) {}

  /** Active news, newest first; the `gameNews:update` payload. */
  async getActiveNews(): Promise<GameNewsDto[]> {
    return (await this.news.list(true)).map(toGameNewsDto);
  }

  /** Every news item, newest first (admin screen). */
  async listAll(): Promise<GameNewsDto[]> {
    return (await this.news.list(false)).map(toGameNewsDto);
  }

  /** Publishes a news item written by `adminId` (colour blue and active unless given). */
  async create(adminId: string, dto: CreateGameNewsDto): Promise<GameNewsDto> {
    const id = await this.news.create({
      title: dto.title,
      content: dto.content,
      color: dto.color ?? DEFAULT_NEWS_COLOR,
      isActive: dto.isActive ?? true,
      adminId,
    });
    return this.changed(id);
  }

  /** Changes the given fields. @throws NEWS_NOT_FOUND (404) */
  async update(id: number, dto: UpdateGameNewsDto): Promise<GameNewsDto> {
    const values: Partial<NewsValues> = {};
    for (const key of ['title', 'content', 'color', 'isActive'] as const)
      if (dto[key] !== undefined) Object.assign(values, { [key]: dto[key] });
    if (!(await this.news.update(id, values))) throw gameNewsError(GameNewsErrorCode.NEWS_NOT_FOUND);
    return this.changed(id);
  }

  /** @throws NEWS_NOT_FOUND (404) */
  async delete(id: number): Promise<GameNewsDeletedDto> {
    if (!(await this.news.delete(id))) throw gameNewsError(GameNewsErrorCode.NEWS_NOT_FOUND);
    await this.publish();
    return { success: true, id };
  }

  private async changed(id: number): Promise<GameNewsDto> {
    const found = await this.news.findById(id);
    if (!found) throw gameNewsError(GameNewsErrorCode.NEWS_NOT_FOUND);
    await this.publish();
    return toGameNewsDto(found);
  }

  private async publish(): Promise<void> {
    await this.events.publish('gameNews.changed', { news: await this.getActiveNews() });
  }
}
