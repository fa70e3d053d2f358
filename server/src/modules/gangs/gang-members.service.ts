import { Injectable } from '@nestjs/common';
import { canChangeRole, canKick, GangRank } from '../../game/gangs.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { bossOf, lockAsMember, memberOf } from './gang-access';
import { GangNoticesService } from './gang-notices.service';
import { GangTreasuryService } from './gang-treasury.service';
import { GangActionResultDto } from './gangs.dto';
import { GANG_SUCCESS, GangErrorCode, gangError } from './gangs.errors';
import { GangsRepository } from './gangs.repository';

/**
 * Membership changes (spec 001 sections 4 and 6, DESIGN.md section 6): kick, role change, leave,
 * leadership transfer. Each runs under an exclusive lock on the gang row, so the invariants hold
 * between any two of them: exactly one BOSS while the gang exists, the boss never leaves while
 * others remain, the last member leaving deletes the gang.
 */
@Injectable()
export class GangMembersService {
  constructor(
    private readonly gangs: GangsRepository,
    private readonly treasury: GangTreasuryService,
    private readonly notices: GangNoticesService,
    private readonly tx: Tx,
  ) {}

  /**
   * Removes a member by the kick matrix: BOSS on anyone but a BOSS, WAZIR on NAIB, MUSHREF, AUDW,
   * NAIB on MUSHREF and AUDW, never oneself.
   * @throws GANG_NOT_FOUND; NOT_A_MEMBER; RANK_FORBIDDEN (MUSHREF, AUDW); CANNOT_TARGET_SELF;
   *   MEMBER_NOT_FOUND; CANNOT_KICK_MEMBER (a rank the caller may not kick)
   */
  kick(userId: string, gangId: number, targetUserId: string): Promise<GangActionResultDto> {
    return inRetriedTransaction(this.tx, async () => {
      const locked = await lockAsMember(this.gangs, gangId, userId, 'update', 'kick');
      if (targetUserId === userId) throw gangError(GangErrorCode.CANNOT_TARGET_SELF);
      const target = memberOf(locked, targetUserId);
      if (!canKick(locked.actor.role, target.role, false)) throw gangError(GangErrorCode.CANNOT_KICK_MEMBER);
      await this.gangs.removeMember(gangId, targetUserId);
      await this.notices.kicked(targetUserId, locked.gang);
      await this.notices.changed(gangId, { left: [targetUserId] });
      return { success: true, message: GANG_SUCCESS.kicked };
    });
  }

  /**
   * Sets a member's rank; the boss only, never on oneself, never to BOSS (spec 001 section 4).
   * @throws GANG_NOT_FOUND; NOT_A_MEMBER; RANK_FORBIDDEN; CANNOT_TARGET_SELF; INVALID_ROLE; MEMBER_NOT_FOUND
   */
  changeRole(
    userId: string,
    gangId: number,
    targetUserId: string,
    newRole: GangRank,
  ): Promise<GangActionResultDto> {
    return inRetriedTransaction(this.tx, async () => {
      const locked = await lockAsMember(this.gangs, gangId, userId, 'update', 'changeRole');
      if (targetUserId === userId) throw gangError(GangErrorCode.CANNOT_TARGET_SELF);
      if (!canChangeRole(locked.actor.role, newRole, false)) throw gangError(GangErrorCode.INVALID_ROLE);
      const target = memberOf(locked, targetUserId);
      await this.gangs.setRole(gangId, targetUserId, newRole);
      await this.notices.rankChanged(targetUserId, locked.gang, target.role, newRole);
      await this.notices.changed(gangId);
      return { success: true, message: GANG_SUCCESS.roleChanged };
    });
  }

  /**
   * Leaves the caller's gang. The boss may leave only as the last member, which deletes the gang
   * and pays its treasury out to them (DESIGN.md section 6).
   * @throws NOT_IN_GANG; BOSS_CANNOT_LEAVE (others remain: transfer leadership first)
   */
  leave(userId: string): Promise<GangActionResultDto> {
    return inRetriedTransaction(this.tx, async () => {
      const membership = await this.gangs.membershipOf(userId);
      if (!membership) throw gangError(GangErrorCode.NOT_IN_GANG);
      const locked = await lockAsMember(this.gangs, membership.gangId, userId, 'update').catch((error) => {
        // Kicked or dissolved between the read and the lock.
        throw error?.code === GangErrorCode.NOT_A_MEMBER || error?.code === GangErrorCode.GANG_NOT_FOUND
          ? gangError(GangErrorCode.NOT_IN_GANG)
          : error;
      });
      if (locked.members.length === 1) {
        await this.treasury.dissolve(locked);
        return { success: true, message: GANG_SUCCESS.left };
      }
      if (locked.actor.role === GangRank.BOSS) throw gangError(GangErrorCode.BOSS_CANNOT_LEAVE);
      await this.gangs.removeMember(membership.gangId, userId);
      await this.notices.changed(membership.gangId, { left: [userId] });
      return { success: true, message: GANG_SUCCESS.left };
    });
  }

  /**
   * Makes another member the boss; the old boss becomes WAZIR (the next rank; the new boss may
   * change it). Final (spec 001 section 4).
   * @throws GANG_NOT_FOUND; NOT_A_MEMBER; RANK_FORBIDDEN; CANNOT_TARGET_SELF; MEMBER_NOT_FOUND
   */
  transferLeadership(userId: string, gangId: number, newLeaderId: string): Promise<GangActionResultDto> {
    return inRetriedTransaction(this.tx, async () => {
      const locked = await lockAsMember(this.gangs, gangId, userId, 'update', 'transferLeadership');
      if (newLeaderId === userId) throw gangError(GangErrorCode.CANNOT_TARGET_SELF);
      const heir = memberOf(locked, newLeaderId);
      // The old boss steps down first: the partial unique index allows one BOSS per gang at any moment.
      await this.gangs.setRole(gangId, bossOf(locked).userId, GangRank.WAZIR);
      await this.gangs.setRole(gangId, newLeaderId, GangRank.BOSS);
      await this.notices.rankChanged(newLeaderId, locked.gang, heir.role, GangRank.BOSS);
      await this.notices.changed(gangId);
      return { success: true, message: GANG_SUCCESS.leadershipTransferred };
    });
  }
}
