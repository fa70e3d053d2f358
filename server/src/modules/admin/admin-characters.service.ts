import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../common/domain-events';
import { CharacterService } from '../character/character.service';
import { Currency } from '../wallet/ledger-entry.entity';
import { WalletService } from '../wallet/wallet.service';
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
    currency: Currency.MONEY | Currency.BLACKCOINS,
    amount: number,
  ): Promise<BalanceAdjustmentResultDto> {
    const [result] = await this.wallet.apply({
      changes: [{ characterId, currency, delta: amount }],
      reason: 'admin_adjustment',
      reference: `admin:${adminId}`,
    });
    const character = await this.characters.getCharacterById(characterId);
    await this.events.publish('character.changed', { userId: character.userId });
    return { success: true, characterId, balance: result.balanceAfter };
  }
}
