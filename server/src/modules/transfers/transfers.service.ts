import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { GAME_CONSTANTS } from '../../common/core.module';
import { DomainEvents } from '../../infra/events/domain-events';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { formatNumber } from '../../game/arabic-numbers.rules';
import type { GameConstants } from '../../game/constants';
import { FEATURE_UNLOCK_LEVELS, isFeatureUnlocked } from '../../game/features.rules';
import { canTransferToday, transferFee } from '../../game/trade.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import type { CharacterEntity } from '../character/character.entity';
import { CharacterService } from '../character/character.service';
import { GearUnitsService } from '../gear/gear-units.service';
import { LinkedAccountsService } from '../linked-accounts/linked-accounts.service';
import { NotificationsService } from '../notifications/notifications.service';
import { account, Currency } from '../wallet/account';
import { WalletService } from '../wallet/wallet.service';
import { HeldOperationDto } from '../linked-accounts/linked-accounts.dto';
import {
  FlaggedTransferPairDto,
  ItemTransferDto,
  MoneyTransferDto,
  TransferDto,
  TransfersDto,
} from './transfers.dto';
import { TransferErrorCode, transferError } from './transfers.errors';
import { HeldTransferRow, ReceiverRow, TransferRow, TransfersRepository } from './transfers.repository';

/** Transfers the history shows. */
const HISTORY_LIMIT = 50;
/** Pairs the admin IPs screen gets at most. */
const FLAGGED_PAIRS_LIMIT = 200;
/** Held transfers the admin review lists at most (oldest first). */
const HELD_LIMIT = 200;

/** What the sender of a held transfer is told (the response's `notice` and a notification). */
export const HELD_NOTICE =
  'تحويلك بانتظار مراجعة الإدارة لأن حسابك وحساب المستلم مرتبطان (عنوان دخول أو جهاز مشترك). ما حوّلته محجوز: يصل إلى المستلم عند الموافقة ويعود إليك عند الرفض.';
/** What the sender of a rejected transfer reads in the history. */
export const REJECTED_NOTICE = 'رفضت الإدارة هذا التحويل وأعيد إليك ما حوّلته';

/** What one transfer needs once sender and receiver are known and the sender is locked. */
interface TransferContext {
  sender: CharacterEntity;
  receiver: ReceiverRow;
  now: Date;
}

/**
 * Transfers between players (DESIGN.md section 6, "Transfers"; level 25, spec 000 section 9): money
 * by username (at least 100; a 5% fee rounded up paid by the sender on top, to
 * `sink:transfer_fee`), and unequipped weapons and armors without fee. At most 20 money transfers
 * per sender and game calendar day (TZ_GAME; item transfers are not counted: the limit is on the
 * money sentence of the rule), counted under the sender's row lock so two at once cannot both take
 * the last one. Both sides need the transfers level (25): a lower receiver is refused, so money and
 * gear cannot be parked on fresh accounts. The receiver is notified and gets `hud:update` /
 * `inventory:update`; a transfer between accounts that share an address in `user_ips` is recorded
 * as flagged.
 *
 * Linked accounts (issue 30, part 6): a transfer between accounts that share a sign-in address or
 * device (and are not a known household) worth at least LINKED_REVIEW_MIN money (items: shop
 * price times quantity) is `held`: the money and its fee go to the transfer's escrow account
 * (`transfer_hold:<id>`, reason `transfer_hold`), the items stay in the transfer row; the sender is
 * told why in Arabic and the receiver gets nothing until an admin approves (reason
 * `transfer_hold_release`, the fee to `sink:transfer_fee`) or rejects (everything back to the sender,
 * reason `transfer_hold_return`). Deciding is one state-guarded update, so two decisions at once
 * move the money once.
 */
@Injectable()
export class TransfersService {
  constructor(
    private readonly transfers: TransfersRepository,
    private readonly characters: CharacterService,
    private readonly units: GearUnitsService,
    private readonly links: LinkedAccountsService,
    private readonly wallet: WalletService,
    private readonly notifications: NotificationsService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly tx: Tx,
    @Inject(GAME_CONSTANTS) private readonly constants: GameConstants,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The caller's latest transfers and today's allowance (`GET /api/transfers`). @throws CHARACTER_NOT_FOUND */
  async getTransfers(userId: string): Promise<TransfersDto> {
    const character = await this.characters.getCharacter(userId);
    const [rows, sentToday] = [
      await this.transfers.history(character.id, HISTORY_LIMIT),
      await this.transfers.countMoneySentOnDay(character.id, this.clock.now(), this.config.TZ_GAME),
    ];
    return {
      transfers: rows.map((row) => toTransferDto(row, character.id)),
      sentToday,
      dailyLimit: this.constants.transferDailyLimit,
      feePercent: this.constants.transferFeePercent,
      minAmount: this.constants.transferMinAmount,
    };
  }

  /**
   * Sends money from cash to a player by username; the sender pays `amount` plus the fee.
   * @throws RECEIVER_NOT_FOUND, CANNOT_TRANSFER_TO_SELF, RECEIVER_LEVEL_TOO_LOW, DAILY_TRANSFER_LIMIT,
   * INSUFFICIENT_MONEY
   */
  sendMoney(userId: string, dto: MoneyTransferDto): Promise<TransferDto> {
    return this.transfer(userId, dto.username, async ({ sender, receiver, now }) => {
      await this.assertMoneyTransferLeft(sender, now);
      const fee = transferFee(dto.amount, this.constants);
      const held = await this.links.needsReview(sender.userId, receiver.userId, dto.amount);
      const id = await this.record(sender, receiver, now, { kind: 'money', amount: dto.amount, fee }, held);
      const reference = `transfer:${id}`;
      if (held) {
        await this.wallet.apply({
          transfers: [
            {
              from: account.cash(sender.id),
              to: account.transferHold(id),
              currency: Currency.MONEY,
              amount: dto.amount + fee,
            },
          ],
          reason: 'transfer_hold',
          reference,
        });
        await this.notifyHeld(sender, receiver, id);
        return id;
      }
      await this.wallet.apply({
        transfers: [
          {
            from: account.cash(sender.id),
            to: account.cash(receiver.characterId),
            currency: Currency.MONEY,
            amount: dto.amount,
          },
        ],
        reason: 'player_transfer',
        reference,
      });
      await this.wallet.apply({
        transfers: [{ from: account.cash(sender.id), to: 'sink', currency: Currency.MONEY, amount: fee }],
        reason: 'transfer_fee',
        reference,
      });
      await this.notifications.notify(receiver.userId, {
        type: 'transfer_received',
        message: `حوّل إليك ${await this.nameOf(sender)} مبلغ ${formatNumber(dto.amount)}`,
        data: { transferId: id, amount: dto.amount },
      });
      return id;
    });
  }

  /**
   * Gives unequipped units of a weapon or armor to a player by username, without fee.
   * Not counted against the daily limit.
   * @throws RECEIVER_NOT_FOUND, CANNOT_TRANSFER_TO_SELF, RECEIVER_LEVEL_TOO_LOW, ITEM_NOT_FOUND, NOT_ENOUGH_ITEMS
   */
  sendItem(userId: string, dto: ItemTransferDto): Promise<TransferDto> {
    const quantity = dto.quantity ?? 1;
    return this.transfer(userId, dto.username, async ({ sender, receiver, now }) => {
      const item = await this.units.takeUnits(sender.id, dto.itemType, dto.itemId, quantity);
      const value = (await this.transfers.itemPrice(dto.itemType, dto.itemId)) * quantity;
      const held = await this.links.needsReview(sender.userId, receiver.userId, value);
      if (!held) await this.units.giveUnits(receiver.characterId, dto.itemType, dto.itemId, quantity);
      const id = await this.record(
        sender,
        receiver,
        now,
        { kind: 'item', itemType: dto.itemType, itemId: dto.itemId, itemName: item.name, quantity },
        held,
      );
      await this.units.inventoryChanged(sender.userId, sender.id);
      if (held) {
        await this.notifyHeld(sender, receiver, id);
        return id;
      }
      await this.units.inventoryChanged(receiver.userId, receiver.characterId);
      await this.notifications.notify(receiver.userId, {
        type: 'transfer_received',
        message: `أرسل إليك ${await this.nameOf(sender)} ${item.name} ×${formatNumber(quantity)}`,
        data: { transferId: id, itemType: dto.itemType, itemId: dto.itemId, quantity },
      });
      return id;
    });
  }

  /** Transfers waiting for an admin's review, oldest first (at most 200), as held operations of kind `transfer`. */
  async heldTransfers(): Promise<HeldOperationDto[]> {
    return (await this.transfers.pendingHeld(HELD_LIMIT)).map(toHeldDto);
  }

  /**
   * Approves a held transfer, in the caller's transaction: the escrowed money goes to the receiver
   * (the fee to `sink:transfer_fee`), or the items into the receiver's inventory; both sides are
   * notified. @returns the transfer as it was before and after.
   * @throws HELD_TRANSFER_NOT_FOUND; HELD_TRANSFER_DECIDED (already approved or rejected, also by a decision at the same time)
   */
  async approveHeld(
    adminId: string,
    transferId: number,
  ): Promise<{ before: HeldOperationDto; after: HeldOperationDto }> {
    const row = await this.decide(adminId, transferId, 'completed');
    const reference = `transfer:${row.id}`;
    if (row.kind === 'money') {
      await this.wallet.apply({
        transfers: [
          {
            from: account.transferHold(row.id),
            to: account.cash(row.receiverCharacterId),
            currency: Currency.MONEY,
            amount: row.amount!,
          },
          ...(row.fee > 0
            ? [
                {
                  from: account.transferHold(row.id),
                  to: 'sink' as const,
                  currency: Currency.MONEY,
                  amount: row.fee,
                  reason: 'transfer_fee' as const,
                },
              ]
            : []),
        ],
        reason: 'transfer_hold_release',
        reference,
        idempotencyKey: `transfer-hold-release:${row.id}`,
      });
    } else {
      await this.units.giveUnits(row.receiverCharacterId, row.itemType!, row.itemId!, row.quantity!);
      await this.units.inventoryChanged(row.receiverUserId, row.receiverCharacterId);
    }
    const what = describe(row);
    await this.notifications.notify(row.receiverUserId, {
      type: 'transfer_received',
      message:
        row.kind === 'money'
          ? `حوّل إليك ${row.senderName} مبلغ ${what}`
          : `أرسل إليك ${row.senderName} ${what}`,
      data: {
        transferId: row.id,
        amount: row.amount,
        itemType: row.itemType,
        itemId: row.itemId,
        quantity: row.quantity,
      },
    });
    await this.notifications.notify(row.senderUserId, {
      type: 'transfer_approved',
      message: `وافقت الإدارة على تحويلك إلى ${row.receiverName} (${what}) ووصل إليه`,
      data: { transferId: row.id },
    });
    return { before: toHeldDto({ ...row, status: 'held', decidedAt: null }), after: toHeldDto(row) };
  }

  /**
   * Rejects a held transfer, in the caller's transaction: the escrowed money and fee go back to the
   * sender's cash, or the items back into the sender's inventory; the sender is notified.
   * @throws HELD_TRANSFER_NOT_FOUND; HELD_TRANSFER_DECIDED
   */
  async rejectHeld(
    adminId: string,
    transferId: number,
  ): Promise<{ before: HeldOperationDto; after: HeldOperationDto }> {
    const row = await this.decide(adminId, transferId, 'rejected');
    await this.giveBack(row);
    await this.notifications.notify(row.senderUserId, {
      type: 'transfer_rejected',
      message: `رفضت الإدارة تحويلك إلى ${row.receiverName} (${describe(row)}) وأعيد إليك`,
      data: { transferId: row.id },
    });
    return { before: toHeldDto({ ...row, status: 'held', decidedAt: null }), after: toHeldDto(row) };
  }

  /**
   * Before a character's account is erased (issue 26 part 4), in the caller's transaction: every held
   * transfer it sent or was to receive is returned to its sender as an admin's rejection would
   * (`transfer_hold_return`; decided by no one), so no escrow waits on a deleted player. A sender who
   * stays is told; what comes back to the erased sender is then sunk or destroyed with the rest.
   * @returns how many were returned
   */
  async returnHeldForErasure(characterId: number): Promise<number> {
    let returned = 0;
    for (const id of await this.transfers.heldIdsOf(characterId)) {
      const row = await this.transfers.decide(id, 'rejected', null, this.clock.now());
      if (!row) continue;
      await this.giveBack(row);
      returned++;
      if (row.senderCharacterId !== characterId)
        await this.notifications.notify(row.senderUserId, {
          type: 'transfer_rejected',
          message: `حُذف حساب المستلم فأعيد إليك تحويلك المحجوز (${describe(row)})`,
          data: { transferId: row.id },
        });
    }
    return returned;
  }

  /** A rejected held transfer back to its sender: the escrowed money and fee to cash, or the items to inventory. */
  private async giveBack(row: HeldTransferRow): Promise<void> {
    if (row.kind === 'money') {
      await this.wallet.apply({
        transfers: [
          {
            from: account.transferHold(row.id),
            to: account.cash(row.senderCharacterId),
            currency: Currency.MONEY,
            amount: row.amount! + row.fee,
          },
        ],
        reason: 'transfer_hold_return',
        reference: `transfer:${row.id}`,
        idempotencyKey: `transfer-hold-return:${row.id}`,
      });
    } else {
      await this.units.giveUnits(row.senderCharacterId, row.itemType!, row.itemId!, row.quantity!);
      await this.units.inventoryChanged(row.senderUserId, row.senderCharacterId);
    }
  }

  /** Takes a held transfer to its decision, or says why not. */
  private async decide(
    adminId: string,
    transferId: number,
    status: 'completed' | 'rejected',
  ): Promise<HeldTransferRow> {
    const row = await this.transfers.decide(transferId, status, adminId, this.clock.now());
    if (row) return row;
    const existing = await this.transfers.held(transferId);
    if (!existing || (existing.status === 'completed' && existing.decidedAt === null))
      throw transferError(TransferErrorCode.HELD_TRANSFER_NOT_FOUND);
    throw transferError(TransferErrorCode.HELD_TRANSFER_DECIDED);
  }

  /** Tells the sender (a notification) that the transfer waits for review, and why. */
  private async notifyHeld(
    sender: CharacterEntity,
    receiver: ReceiverRow,
    transferId: number,
  ): Promise<void> {
    await this.notifications.notify(sender.userId, {
      type: 'transfer_held',
      message: `تحويلك إلى ${receiver.name}: ${HELD_NOTICE}`,
      data: { transferId },
    });
  }

  /**
   * Pairs of accounts that transferred to each other while sharing an IP address, with the shared
   * addresses, how many transfers and how much money; newest pair first (for the admin IPs screen).
   */
  async flaggedTransferPairs(): Promise<FlaggedTransferPairDto[]> {
    const rows = await this.transfers.flaggedPairs(FLAGGED_PAIRS_LIMIT);
    return rows.map((row) => ({ ...row, lastTransferAt: row.lastTransferAt.toISOString() }));
  }

  /**
   * Runs one transfer in a transaction: finds the receiver, locks sender and receiver in ascending id
   * order, checks the receiver's level, then does `work`, which returns the new transfer's id.
   * @returns the transfer as the sender sees it.
   */
  private async transfer(
    userId: string,
    username: string,
    work: (context: TransferContext) => Promise<number>,
  ): Promise<TransferDto> {
    const { id, senderId } = await inRetriedTransaction(this.tx, async () => {
      // Both sides locked in ascending id order (DESIGN.md section 4): the transfer row's foreign key
      // takes a share lock on the receiver's row, so with only the sender's row locked, two players
      // sending to each other at once each waited for the other's row and deadlocked.
      const receiver = await this.transfers.findReceiver(username);
      const locked = receiver ? await this.characters.lockMany({ userIds: [userId, receiver.userId] }) : [];
      const sender =
        locked.find((character) => character.userId === userId) ??
        (await this.characters.lockForUser(userId));
      if (!receiver) throw transferError(TransferErrorCode.RECEIVER_NOT_FOUND);
      if (receiver.characterId === sender.id) throw transferError(TransferErrorCode.CANNOT_TRANSFER_TO_SELF);
      if (!isFeatureUnlocked('transfers', receiver.level))
        throw transferError(TransferErrorCode.RECEIVER_LEVEL_TOO_LOW, {
          requiredLevel: FEATURE_UNLOCK_LEVELS.transfers,
        });
      return { id: await work({ sender, receiver, now: this.clock.now() }), senderId: sender.id };
    });
    const row = (await this.transfers.history(senderId, HISTORY_LIMIT)).find((t) => t.id === id)!;
    return toTransferDto(row, senderId);
  }

  /** Under the sender's lock: @throws DAILY_TRANSFER_LIMIT when the day's money transfers are used up. */
  private async assertMoneyTransferLeft(sender: CharacterEntity, now: Date): Promise<void> {
    const sentToday = await this.transfers.countMoneySentOnDay(sender.id, now, this.config.TZ_GAME);
    if (!canTransferToday(sentToday, this.constants))
      throw transferError(TransferErrorCode.DAILY_TRANSFER_LIMIT);
  }

  /** Writes the transfer row, and its flag when the two accounts share an address. @returns its id. */
  private async record(
    sender: CharacterEntity,
    receiver: ReceiverRow,
    now: Date,
    what:
      | { kind: 'money'; amount: number; fee: number }
      | {
          kind: 'item';
          itemType: ItemTransferDto['itemType'];
          itemId: number;
          itemName: string;
          quantity: number;
        },
    held = false,
  ): Promise<number> {
    const id = await this.transfers.insert(
      {
        senderCharacterId: sender.id,
        receiverCharacterId: receiver.characterId,
        kind: what.kind,
        amount: what.kind === 'money' ? what.amount : null,
        fee: what.kind === 'money' ? what.fee : 0,
        itemType: what.kind === 'item' ? what.itemType : null,
        itemId: what.kind === 'item' ? what.itemId : null,
        itemName: what.kind === 'item' ? what.itemName : null,
        quantity: what.kind === 'item' ? what.quantity : null,
        status: held ? 'held' : 'completed',
      },
      now,
      this.config.TZ_GAME,
    );
    const ips = await this.transfers.sharedIps(sender.userId, receiver.userId);
    if (ips.length) await this.transfers.flag(id, sender.userId, receiver.userId, ips);
    return id;
  }

  private nameOf(character: CharacterEntity): Promise<string> {
    return this.transfers.playerName(character.userId);
  }
}

function toTransferDto(row: TransferRow, viewerCharacterId: number): TransferDto {
  const sent = row.senderCharacterId === viewerCharacterId;
  return {
    id: row.id,
    kind: row.kind,
    direction: sent ? 'sent' : 'received',
    counterpartName: sent ? row.receiverName : row.senderName,
    amount: row.amount,
    fee: row.fee,
    itemType: row.itemType,
    itemId: row.itemId,
    itemName: row.itemName,
    quantity: row.quantity,
    status: row.status,
    notice: !sent
      ? null
      : row.status === 'held'
        ? HELD_NOTICE
        : row.status === 'rejected'
          ? REJECTED_NOTICE
          : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A transfer as the admin's list of held operations shows it (its statuses are the held operations' words). */
function toHeldDto(row: HeldTransferRow): HeldOperationDto {
  return {
    kind: 'transfer',
    reason: 'linked_parties',
    id: row.id,
    sender: { userId: row.senderUserId, name: row.senderName, characterId: row.senderCharacterId },
    receiver: { userId: row.receiverUserId, name: row.receiverName, characterId: row.receiverCharacterId },
    amount: row.amount,
    fee: row.fee,
    itemType: row.itemType,
    itemId: row.itemId,
    itemName: row.itemName,
    quantity: row.quantity,
    gangId: null,
    gangName: null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** A held transfer's content in Arabic: the amount, or the item and quantity. */
function describe(row: HeldTransferRow): string {
  return row.kind === 'money'
    ? `مبلغ ${formatNumber(row.amount!)}`
    : `${row.itemName ?? ''} ×${formatNumber(row.quantity!)}`;
}
