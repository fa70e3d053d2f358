import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { PresenceService } from '../../infra/realtime/presence.service';
import { UserEntity } from '../auth/user.entity';
import type { CharacterProfileDto } from '../character/character.dto';
import { CharacterEntity } from '../character/character.entity';
import { CharacterService } from '../character/character.service';
import { daysInGame, isVipAt, PublicProfileDto, SearchUserDto, SearchUsersQueryDto } from './players.dto';
import { PlayerErrorCode, playerError } from './players.errors';
import { PlayersRepository } from './players.repository';
import { RatingsService } from './ratings.service';

/** Player search and other players' public profiles (spec 000 sections 2, 3, 7). */
@Injectable()
export class PlayersService {
  constructor(
    private readonly players: PlayersRepository,
    private readonly ratings: RatingsService,
    private readonly characters: CharacterService,
    private readonly presence: PresenceService,
    private readonly clock: Clock,
  ) {}

  /**
   * Visible players, highest level first then most fights won, optionally filtered by a part of the
   * username (already trimmed and at least 2 characters: the DTO checks it).
   */
  async searchUsers(dto: SearchUsersQueryDto): Promise<SearchUserDto[]> {
    const rows = await this.players.search(dto.query ?? null, dto.limit);
    const online = await this.presence.onlineStatus(rows.map((row) => row.userId));
    const now = this.clock.now();
    return rows.map((row, index) => {
      const name = row.username ?? row.displayName;
      const isVip = isVipAt(row.vipExpiresAt, now);
      return {
        userId: row.userId,
        id: row.userId,
        username: row.username,
        displayName: name,
        name,
        avatarUrl: row.avatarUrl,
        isVip,
        isVIP: isVip,
        isAdmin: row.isAdmin,
        level: row.level,
        fightsWon: row.fightsWon,
        fightsLost: row.fightsLost,
        isOnline: online[index].isOnline,
        daysInGame: daysInGame(row.createdAt, now),
      };
    });
  }

  /** Another player's public profile with its rating summary as the viewer sees it. @throws PLAYER_NOT_FOUND */
  async getPublicProfile(viewerUserId: string, username: string): Promise<PublicProfileDto> {
    return this.toPublicProfile(viewerUserId, await this.players.findVisibleByUsername(username));
  }

  /**
   * `profile:request { userId? }`: the viewer's own character profile when `userId` is absent or
   * their own, else that player's public profile. @throws PLAYER_NOT_FOUND, CHARACTER_NOT_FOUND
   */
  async getProfile(viewerUserId: string, userId?: string): Promise<CharacterProfileDto | PublicProfileDto> {
    if (!userId || userId === viewerUserId) return this.characters.getCharacterProfile(viewerUserId);
    return this.toPublicProfile(viewerUserId, await this.players.findVisibleById(userId));
  }

  private async toPublicProfile(
    viewerUserId: string,
    found: { user: UserEntity; character: CharacterEntity } | null,
  ): Promise<PublicProfileDto> {
    if (!found) throw playerError(PlayerErrorCode.PLAYER_NOT_FOUND);
    const { user, character } = found;
    const now = this.clock.now();
    const [online] = await this.presence.onlineStatus([user.id]);
    return {
      userId: user.id,
      username: user.username,
      displayName: user.username ?? user.displayName,
      avatarUrl: user.avatarUrl,
      level: character.level,
      fame: (await this.characters.vitals(character, now)).fame,
      fightsWon: character.fightsWon,
      fightsLost: character.fightsLost,
      crimesCommitted: character.crimesCommitted,
      isVip: isVipAt(character.vipExpiresAt, now),
      isAdmin: user.isAdmin,
      isOnline: online.isOnline,
      daysInGame: daysInGame(character.createdAt, now),
      gender: user.gender,
      countryCode: user.countryCode,
      ratings: await this.ratings.summaryOf(user.id, viewerUserId),
    };
  }
}
