import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../common/domain-events';
import { CharacterService } from '../character/character.service';
import { FeaturesService } from '../features/features.service';
import { Currency } from '../wallet/ledger-entry.entity';
import { WalletService } from '../wallet/wallet.service';
import { BankDto, toBankDto } from './bank.dto';

/** Bank entries shown in the history. */
const HISTORY_LIMIT = 50;

/**
 * The bank (level 11; DESIGN.md section 6): deposit and withdraw between cash and the bank balance,
 * each one wallet operation with two ledger entries; the history is the ledger's bank entries.
 * Bank money cannot be stolen: fights take cash only.
 */
@Injectable()
export class BankService {
  constructor(
    private readonly wallet: WalletService,
    private readonly characters: CharacterService,
    private readonly features: FeaturesService,
    private readonly events: DomainEvents,
  ) {}

  /** Balance, cash and the latest entries. @throws CHARACTER_NOT_FOUND */
  async getBank(userId: string): Promise<BankDto> {
    const character = await this.characters.getCharacter(userId);
    const entries = await this.wallet.history(character.id, Currency.BANK, HISTORY_LIMIT);
    return toBankDto(character.bankBalance, character.money, entries);
  }

  /** `bank:request` (the socket has no route guard): the bank, once the level unlocks it. @throws FEATURE_LOCKED */
  async requestBank(userId: string): Promise<BankDto> {
    await this.features.assertUnlocked(userId, 'bank');
    return this.getBank(userId);
  }

  /** Moves `amount` money from cash to the bank. @throws INSUFFICIENT_MONEY ('لا تملك مالاً كافياً') */
  deposit(userId: string, amount: number): Promise<BankDto> {
    return this.move(userId, amount, 'bank_deposit');
  }

  /** Moves `amount` money from the bank to cash. @throws INSUFFICIENT_BANK_BALANCE ('رصيدك في البنك غير كافٍ') */
  withdraw(userId: string, amount: number): Promise<BankDto> {
    return this.move(userId, -amount, 'bank_withdrawal');
  }

  /** One wallet operation: bank +toBank, cash -toBank; then the HUD and the bank screen update live. */
  private async move(userId: string, toBank: number, reason: string): Promise<BankDto> {
    const character = await this.characters.getCharacter(userId);
    await this.wallet.apply({
      changes: [
        { characterId: character.id, currency: Currency.MONEY, delta: -toBank },
        { characterId: character.id, currency: Currency.BANK, delta: toBank },
      ],
      reason,
    });
    const bank = await this.getBank(userId);
    await this.events.publish('bank.changed', { userId, bank });
    return bank;
  }
}
