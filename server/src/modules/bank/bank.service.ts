import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../infra/events/domain-events';
import { CharacterService } from '../character/character.service';
import { account, Currency } from '../wallet/account';
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
    private readonly events: DomainEvents,
  ) {}

  /** Balance, cash and the latest entries (`GET /api/bank`, `bank:request`). @throws CHARACTER_NOT_FOUND */
  async getBank(userId: string): Promise<BankDto> {
    const character = await this.characters.getCharacter(userId);
    const entries = await this.wallet.history(account.bank(character.id), Currency.MONEY, HISTORY_LIMIT);
    return toBankDto(character.bankBalance, character.money, entries);
  }

  /** Moves `amount` money from cash to the bank. @throws INSUFFICIENT_MONEY ('لا تملك مالاً كافياً') */
  deposit(userId: string, amount: number): Promise<BankDto> {
    return this.move(userId, 'deposit', amount);
  }

  /** Moves `amount` money from the bank to cash. @throws INSUFFICIENT_BANK_BALANCE ('رصيدك في البنك غير كافٍ') */
  withdraw(userId: string, amount: number): Promise<BankDto> {
    return this.move(userId, 'withdrawal', amount);
  }

  /** One transfer between cash and bank; then the HUD and the bank screen update live. */
  private async move(userId: string, direction: 'deposit' | 'withdrawal', amount: number): Promise<BankDto> {
    const character = await this.characters.getCharacter(userId);
    const [cash, bankAccount] = [account.cash(character.id), account.bank(character.id)];
    await this.wallet.apply({
      transfers: [
        direction === 'deposit'
          ? { from: cash, to: bankAccount, currency: Currency.MONEY, amount }
          : { from: bankAccount, to: cash, currency: Currency.MONEY, amount },
      ],
      reason: `bank_${direction}`,
    });
    const bank = await this.getBank(userId);
    await this.events.publish('bank.changed', { userId, bank });
    return bank;
  }
}
