import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../infra/events/domain-events';
import { GANG_LIMITS, gangNameKey, GangRank } from '../../game/gangs.rules';
import { Clock } from '../../common/clock';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { isSerialId } from '../../infra/database/serial-id';
import { PresenceService } from '../../infra/realtime/presence.service';
import { account, Currency } from '../wallet/account';
import { CommonErrorCode, commonError } from '../../common/errors/common.errors';
import { WalletService } from '../wallet/wallet.service';
import { lockAsMember } from './gang-access';
import { GangFameService } from './gang-fame.service';
import { GangTreasuryService } from './gang-treasury.service';
import {
  CreateGangDto,
  GangActionResultDto,
  GangBoardDto,
  GangDto,
  GangListDto,
  GangListQueryDto,
  GangUserDto,
  MyGangDto,
} from './gangs.dto';
import { GANG_SUCCESS, GangErrorCode, gangError } from './gangs.errors';
import { GangsRepository, MemberRow } from './gangs.repository';

/**
 * Gangs (DESIGN.md section 6 "Gangs", spec 001 sections 2.1, 3, 7 and 9): founding, the `/gangs`
 * list, the gang page, its info and board, deletion. Membership changes are `GangMembersService`,
 * the treasury `GangTreasuryService`, join requests `GangJoinRequestsService`.
 */
@Injectable()
export class GangsService {
  constructor(
    private readonly gangs: GangsRepository,
    private readonly fame: GangFameService,
    private readonly treasury: GangTreasuryService,
    private readonly wallet: WalletService,
    private readonly presence: PresenceService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly tx: Tx,
  ) {}

  /** The gang page (spec 001 sections 3 and 9). @throws GANG_NOT_FOUND */
  async getGang(gangId: number): Promise<GangDto> {
    const gang = await this.gangs.gang(gangId);
    if (!gang) throw gangError(GangErrorCode.GANG_NOT_FOUND);
    const [members, money] = await Promise.all([this.gangs.members(gangId), this.treasury.balance(gangId)]);
    const users = await this.users(members);
    const memberDtos = members.map((member) => ({
      id: member.id,
      userId: member.userId,
      role: member.role,
      User: users.get(member.userId)!,
    }));
    return {
      id: gang.id,
      name: gang.name,
      description: gang.description,
      board: gang.board,
      money,
      maxMembers: gang.maxMembers,
      memberCount: members.length,
      totalFame: memberDtos.reduce((sum, member) => sum + member.User.Character.fame, 0),
      createdAt: gang.createdAt.toISOString(),
      GangMembers: memberDtos,
    };
  }

  /** The player's own gang page, or null without a gang (`gang:request`, `gang:update`). */
  async getOwnGang(userId: string): Promise<GangDto | null> {
    const membership = await this.gangs.membershipOf(userId);
    return membership ? this.findGang(membership.gangId) : null;
  }

  /** The gang page, or null once the gang is gone (pushes after a deletion). */
  findGang(gangId: number): Promise<GangDto | null> {
    return this.getGang(gangId).catch((error: { code?: string }) => {
      if (error?.code === GangErrorCode.GANG_NOT_FOUND) return null;
      throw error;
    });
  }

  /** The caller's gang, for the drawer's tile (spec 000 section 7). @throws NOT_IN_GANG (404) */
  async getMyGang(userId: string): Promise<MyGangDto> {
    const membership = await this.gangs.membershipOf(userId);
    if (!membership) throw gangError(GangErrorCode.NOT_IN_GANG);
    return { id: membership.gangId, name: membership.gangName, role: membership.role };
  }

  /** The id of the player's gang, or null without one. */
  async gangIdOf(userId: string): Promise<number | null> {
    return (await this.gangs.membershipOf(userId))?.gangId ?? null;
  }

  /**
   * A gang's name and members (user and character ids) for an effect on all of them (the gang bomb),
   * with the gang row locked in share mode so nobody joins or leaves until the caller's transaction
   * ends. Runs in the caller's transaction. @returns null when no gang has that id.
   */
  async lockMembersForEffect(
    gangId: number,
  ): Promise<{ name: string; members: { userId: string; characterId: number }[] } | null> {
    if (!isSerialId(gangId)) return null;
    const gang = await this.gangs.lockGang(gangId, 'share');
    if (!gang) return null;
    const members = await this.gangs.members(gangId);
    return {
      name: gang.name,
      members: members.map((member) => ({ userId: member.userId, characterId: member.characterId })),
    };
  }

  /** Gangs by total fame, highest first (ties: the older gang), optionally searched by name; paged. */
  async listGangs(query: GangListQueryDto): Promise<GangListDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? 20;
    const search = query.search ? gangNameKey(query.search) : null;
    const rows = await this.gangs.list(search || null);
    const fames = await this.fame.ofUsers(rows.flatMap((row) => row.memberUserIds));
    const ranked = rows
      .map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        memberCount: row.memberUserIds.length,
        maxMembers: row.maxMembers,
        totalFame: row.memberUserIds.reduce((sum, id) => sum + (fames.get(id) ?? 0), 0),
        bossName: row.bossName,
      }))
      .sort((a, b) => b.totalFame - a.totalFame || a.id - b.id);
    return {
      gangs: ranked.slice((page - 1) * limit, page * limit),
      total: ranked.length,
      page,
      totalPages: Math.max(1, Math.ceil(ranked.length / limit)),
    };
  }

  /**
   * Founds a gang with the caller as BOSS: pays 50,000 money to the sink (reason `gang_creation`)
   * and cancels the caller's pending join requests (DESIGN.md section 6).
   * @throws ALREADY_IN_GANG; GANG_NAME_TAKEN; INSUFFICIENT_MONEY (wallet)
   */
  createGang(userId: string, dto: CreateGangDto): Promise<GangDto> {
    return inRetriedTransaction(this.tx, async () => {
      const characterId = await this.characterIdOf(userId);
      // Serialised with the player's join requests, so none is sent or accepted while founding.
      await this.gangs.lockRequestsOf(userId);
      if (await this.gangs.membershipOf(userId)) throw gangError(GangErrorCode.ALREADY_IN_GANG);
      const gangId = await this.gangs.insertGang(
        dto.name,
        this.nameKey(dto.name),
        dto.description ?? '',
        GANG_LIMITS.maxMembers,
      );
      if (gangId === null) throw gangError(GangErrorCode.GANG_NAME_TAKEN);
      if (!(await this.gangs.insertMember(gangId, userId, GangRank.BOSS)))
        throw gangError(GangErrorCode.ALREADY_IN_GANG);
      await this.wallet.apply({
        transfers: [
          {
            from: account.cash(characterId),
            to: 'sink',
            currency: Currency.MONEY,
            amount: GANG_LIMITS.creationCost,
          },
        ],
        reason: 'gang_creation',
        reference: `gang:${gangId}`,
      });
      await this.gangs.cancelPendingOf(userId, this.clock.now());
      await this.events.publish('gang.changed', { gangId, joined: [userId] });
      return gangId;
    }).then((gangId) => this.getGang(gangId));
  }

  /** Renames the gang and sets its description; the boss only. @throws ...; GANG_NAME_TAKEN */
  updateInfo(userId: string, gangId: number, dto: CreateGangDto): Promise<GangActionResultDto> {
    return inRetriedTransaction(this.tx, async () => {
      await lockAsMember(this.gangs, gangId, userId, 'update', 'editInfo');
      const updated = await this.gangs.updateInfo(
        gangId,
        dto.name,
        this.nameKey(dto.name),
        dto.description ?? '',
      );
      if (!updated) throw gangError(GangErrorCode.GANG_NAME_TAKEN);
      await this.events.publish('gang.changed', { gangId });
      return { success: true, message: GANG_SUCCESS.infoUpdated };
    });
  }

  /** Sets the board message; BOSS and WAZIR (spec 001 section 6). @throws GANG_NOT_FOUND; NOT_A_MEMBER; RANK_FORBIDDEN */
  updateBoard(userId: string, gangId: number, board: string): Promise<GangBoardDto> {
    return inRetriedTransaction(this.tx, async () => {
      await lockAsMember(this.gangs, gangId, userId, 'update', 'editBoard');
      await this.gangs.updateBoard(gangId, board);
      await this.events.publish('gang.changed', { gangId });
      return { board };
    });
  }

  /**
   * Deletes the gang; the boss only. The treasury is split equally among the members, the remainder
   * to the boss (DESIGN.md section 6). @throws GANG_NOT_FOUND; NOT_A_MEMBER; RANK_FORBIDDEN
   */
  deleteGang(userId: string, gangId: number): Promise<GangActionResultDto> {
    return inRetriedTransaction(this.tx, async () => {
      const locked = await lockAsMember(this.gangs, gangId, userId, 'update', 'deleteGang');
      await this.treasury.dissolve(locked);
      return { success: true, message: GANG_SUCCESS.deleted };
    });
  }

  /** The page's view of each player: public fields, online flag, fame. */
  async users(rows: Omit<MemberRow, 'id' | 'role'>[]): Promise<Map<string, GangUserDto>> {
    const ids = rows.map((row) => row.userId);
    const [fames, online] = await Promise.all([this.fame.ofUsers(ids), this.presence.onlineStatus(ids)]);
    const onlineById = new Map(online.map((status) => [status.id, status.isOnline]));
    return new Map(
      rows.map((row) => [
        row.userId,
        {
          id: row.userId,
          username: row.username,
          avatarUrl: row.avatarUrl,
          isVip: row.isVip,
          isAdmin: row.isAdmin,
          isOnline: onlineById.get(row.userId) ?? false,
          Character: { fame: fames.get(row.userId) ?? 0, level: row.level },
        },
      ]),
    );
  }

  /** The unique key of a name. @throws INVALID_GANG_NAME when fewer than 3 characters remain once normalised. */
  private nameKey(name: string): string {
    const key = gangNameKey(name);
    if ([...key].length < GANG_LIMITS.nameMinLength) throw gangError(GangErrorCode.INVALID_GANG_NAME);
    return key;
  }

  private async characterIdOf(userId: string): Promise<number> {
    const characterId = await this.gangs.characterIdOf(userId);
    if (characterId === null) throw commonError(CommonErrorCode.CHARACTER_REQUIRED);
    return characterId;
  }
}
