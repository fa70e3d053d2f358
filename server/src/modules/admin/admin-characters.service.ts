import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../common/domain-events';
import { CharacterService } from '../character/character.service';
import { account, Currency } from '../wallet/account';
import { WalletErrorCode, walletError } from '../wallet/wallet.errors';
import { WalletService } from '../wallet/wallet.service';
import { isSerialId } from '../../infra/database/serial-id';
import { BalanceAdjustmentResultDto } from './admin-characters.dto';

/** Admin changes to a character (spec 001 section 2.3). Every balance change goes through the wallet. */
@Injectable()
export class AdminCharactersService {
  constructor(
    private readonly wallet: WalletService,
    private readonly characters: CharacterService,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Adds (positive) or deducts (negative) money or blackcoins; the player's HUD updates live.
   * @throws INSUFFICIENT_MONEY / INSUFFICIENT_BLACKCOINS when a deduction exceeds the balance; ACCOUNT_NOT_FOUND
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
    const [result] = await this.wallet.apply({
      transfers: [
        amount > 0
          ? { from: 'mint', to: cash, currency, amount }
          : { from: cash, to: 'sink', currency, amount: -amount },
      ],
      reason: 'admin_adjustment',
      reference: `admin:${adminId}`,
    });
    await this.events.publish('character.changed', { userId: character.userId });
    return { success: true, characterId, balance: result.balanceAfter };
  }
}
