import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../infra/events/domain-events';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { isSerialId } from '../../infra/database/serial-id';
import { AdminStatChanges, CharacterAdminService } from '../character/character-admin.service';
import { CharacterService } from '../character/character.service';
import { GangMembersService } from '../gangs/gang-members.service';
import { GangsService } from '../gangs/gangs.service';
import { GangRank } from '../../game/gangs.rules';
import { GearAdminService } from '../gear/gear-admin.service';
import { account, Currency } from '../wallet/account';
import { Transfer, WalletService } from '../wallet/wallet.service';
import { WalletErrorCode, walletError } from '../wallet/wallet.errors';
import {
  AdminCharacterActionResultDto,
  BalanceAdjustmentResultDto,
  ResetAdminCharacterResultDto,
} from './admin-characters.dto';
import { AdminAuditService } from './admin-audit.service';
import { AdminCharactersService } from './admin-characters.service';
import { AdminErrorCode, adminError, deductionExceedsBalance } from './admin.errors';
import { DomainError } from '../../common/errors/domain-error';

/** Whether `error` is the wallet refusing to take more than a cash balance holds. */
function isInsufficient(error: unknown): boolean {
  return (
    error instanceof DomainError &&
    (error.code === WalletErrorCode.INSUFFICIENT_MONEY ||
      error.code === WalletErrorCode.INSUFFICIENT_BLACKCOINS)
  );
}

/** Success messages the client shows as toasts (spec 001 section 8: "success toasts on update, money, blackcoins and reset"). */
export const ADMIN_CHARACTER_SUCCESS = {
  updated: 'تم تحديث الشخصية بنجاح',
  level: 'تم تحديث المستوى بنجاح',
  reset: 'تمت إعادة تعيين الشخصية بنجاح',
} as const;

/**
 * Admin changes to a character (spec 001 sections 2.3 and 7). Balances move only through the wallet,
 * stats through the character module, equipment through the gear module, gang membership through the
 * gang rules; every action writes the admin audit log in the same transaction.
 */
@Injectable()
export class AdminCharacterActionsService {
  constructor(
    private readonly wallet: WalletService,
    private readonly characters: CharacterService,
    private readonly characterAdmin: CharacterAdminService,
    private readonly gear: GearAdminService,
    private readonly gangs: GangsService,
    private readonly gangMembers: GangMembersService,
    private readonly view: AdminCharactersService,
    private readonly audit: AdminAuditService,
    private readonly events: DomainEvents,
    private readonly tx: Tx,
  ) {}

  /**
   * Adds (positive) or deducts (negative) money or blackcoins; the player's HUD updates live.
   * @throws DEDUCTION_EXCEEDS_BALANCE (400, naming the player's balance) when a deduction exceeds it; ACCOUNT_NOT_FOUND
   */
  async adjustBalance(
    adminId: string,
    characterId: number,
    currency: Currency,
    amount: number,
  ): Promise<BalanceAdjustmentResultDto> {
    // The character must exist before money is minted into its account.
    const character = isSerialId(characterId)
      ? await this.characters.getCharacterById(characterId).catch(() => null)
      : null;
    if (!character) throw walletError(WalletErrorCode.ACCOUNT_NOT_FOUND);
    const cash = account.cash(characterId);
    const balance = await inRetriedTransaction(this.tx, async () => {
      const [result] = await this.wallet.apply({
        transfers: [
          amount > 0
            ? { from: 'mint', to: cash, currency, amount }
            : { from: cash, to: 'sink', currency, amount: -amount },
        ],
        reason: 'admin_adjustment',
        reference: `admin:${adminId}`,
      });
      await this.audit.record({
        adminId,
        action: currency === Currency.MONEY ? 'character.money' : 'character.blackcoins',
        targetType: 'character',
        targetId: characterId,
        before: { [currency]: result.balanceAfter - amount },
        after: { [currency]: result.balanceAfter },
      });
      return result.balanceAfter;
    }).catch(async (error: unknown) => {
      if (amount < 0 && isInsufficient(error))
        throw deductionExceedsBalance(
          currency === Currency.MONEY ? 'money' : 'blackcoins',
          await this.wallet.balance(cash, currency),
        );
      throw error;
    });
    return { success: true, characterId, balance };
  }

  /**
   * Partial stat edit (spec 001 section 2.3: level, exp, strength, defense, energy, HP).
   * @throws ADMIN_CHARACTER_NOT_FOUND; STAT_OUT_OF_RANGE (400 naming the bound)
   */
  update(
    adminId: string,
    characterId: number,
    changes: AdminStatChanges,
    action = 'character.update',
    message: string = ADMIN_CHARACTER_SUCCESS.updated,
  ): Promise<AdminCharacterActionResultDto> {
    return this.changeStats(adminId, characterId, changes, action, message);
  }

  /** `POST /level` (spec 001 section 7). @throws ADMIN_CHARACTER_NOT_FOUND */
  setLevel(adminId: string, characterId: number, level: number): Promise<AdminCharacterActionResultDto> {
    return this.changeStats(
      adminId,
      characterId,
      { level },
      'character.level',
      ADMIN_CHARACTER_SUCCESS.level,
    );
  }

  /**
   * Resets a character to a new one's (spec 001 section 2.3, "reset character completely"): level 1
   * and its stats, no training, no inventory or equipment, cash, blackcoins and bank emptied into the
   * ledger (reason `admin_reset`, sunk), out of its gang by the gang rules (a boss with members first
   * hands leadership to the highest-ranked member). The account and the ledger history stay.
   * @throws ADMIN_CHARACTER_NOT_FOUND
   */
  async reset(adminId: string, characterId: number): Promise<ResetAdminCharacterResultDto> {
    if (!isSerialId(characterId)) throw adminError(AdminErrorCode.CHARACTER_NOT_FOUND);
    const outcome = await inRetriedTransaction(this.tx, async () => {
      const character = await this.characters.getCharacterById(characterId).catch(() => null);
      if (!character) throw adminError(AdminErrorCode.CHARACTER_NOT_FOUND);
      const leftGangId = await this.leaveGang(character.userId);
      const inventory = await this.gear.clearAll(characterId);
      const { before } = await this.characterAdmin.resetToNew(characterId);
      const balances = (await this.wallet.characterBalances([characterId])).get(characterId) ?? {
        money: 0,
        blackcoins: 0,
        bankBalance: 0,
      };
      const transfers = (
        [
          { from: account.cash(characterId), to: 'sink', currency: Currency.MONEY, amount: balances.money },
          {
            from: account.cash(characterId),
            to: 'sink',
            currency: Currency.BLACKCOINS,
            amount: balances.blackcoins,
          },
          {
            from: account.bank(characterId),
            to: 'sink',
            currency: Currency.MONEY,
            amount: balances.bankBalance,
          },
        ] satisfies Transfer[]
      ).filter((transfer) => transfer.amount > 0);
      if (transfers.length)
        await this.wallet.apply({ transfers, reason: 'admin_reset', reference: `admin:${adminId}` });
      const removed = { ...balances, items: inventory.totalItems, leftGangId };
      await this.audit.record({
        adminId,
        action: 'character.reset',
        targetType: 'character',
        targetId: characterId,
        before: { ...before, ...balances, items: inventory.totalItems, gangId: leftGangId },
        after: { level: 1, exp: 0, money: 0, blackcoins: 0, bankBalance: 0, items: 0, gangId: null },
      });
      // Level and exp; the balances emptied are announced by the wallet, one HUD push for both.
      await this.events.publish('character.changed', { userId: character.userId });
      return { userId: character.userId, removed };
    });
    await this.events.publish('inventory.changed', {
      userId: outcome.userId,
      inventory: await this.gear.inventoryOf(characterId),
    });
    return {
      success: true,
      message: ADMIN_CHARACTER_SUCCESS.reset,
      character: await this.view.detail(characterId),
      removed: outcome.removed,
    };
  }

  /** Takes the user out of their gang, if any; a boss with members hands over first. @returns the gang id. */
  private async leaveGang(userId: string): Promise<number | null> {
    const gang = await this.gangs.getOwnGang(userId);
    if (!gang) return null;
    const me = gang.GangMembers.find((member) => member.userId === userId);
    const heir = gang.GangMembers.find((member) => member.userId !== userId);
    if (me?.role === GangRank.BOSS && heir)
      await this.gangMembers.transferLeadership(userId, gang.id, heir.userId);
    await this.gangMembers.leave(userId);
    return gang.id;
  }

  private async changeStats(
    adminId: string,
    characterId: number,
    changes: AdminStatChanges,
    action: string,
    message: string,
  ): Promise<AdminCharacterActionResultDto> {
    if (!isSerialId(characterId)) throw adminError(AdminErrorCode.CHARACTER_NOT_FOUND);
    const { userId } = await inRetriedTransaction(this.tx, async () => {
      const result = await this.characterAdmin.setStats(characterId, changes).catch((error) => {
        throw error?.code === 'CHARACTER_NOT_FOUND' ? adminError(AdminErrorCode.CHARACTER_NOT_FOUND) : error;
      });
      await this.audit.record({
        adminId,
        action,
        targetType: 'character',
        targetId: characterId,
        before: result.before,
        after: result.after,
      });
      return result;
    });
    await this.events.publish('character.changed', { userId });
    return { success: true, message, character: await this.view.detail(characterId) };
  }
}
