import { Injectable } from '@nestjs/common';
import { account, Currency } from '../wallet/account';
import { WalletService } from '../wallet/wallet.service';
import { BloodContractEntity } from './blood-contract.entity';

/**
 * A blood contract's reward (DESIGN.md section 6): moved from the poster's cash into the contract's
 * escrow account when posted, paid from it
 * to the assassin who wins, or refunded to the poster on cancel or expiry. Each is one wallet
 * operation with an idempotency key per contract, in the caller's transaction; the player whose cash
 * changed gets a new HUD after the commit (the wallet announces it).
 */
@Injectable()
export class BloodContractEscrowService {
  constructor(private readonly wallet: WalletService) {}

  /** Takes the reward from the poster's cash (ledger reason `contract_escrow`). @throws INSUFFICIENT_MONEY */
  async escrow(
    poster: { id: number; userId: string },
    contract: Pick<BloodContractEntity, 'id' | 'reward'>,
  ): Promise<void> {
    await this.wallet.apply({
      transfers: [
        {
          from: account.cash(poster.id),
          to: account.contractEscrow(contract.id),
          currency: Currency.MONEY,
          amount: contract.reward,
        },
      ],
      reason: 'contract_escrow',
      reference: `blood-contract:${contract.id}`,
      idempotencyKey: `contract-escrow:${contract.id}`,
    });
  }

  /** Pays the reward to the assassin who won (ledger reason `contract_payout`). */
  async payout(
    assassin: { id: number; userId: string },
    contract: Pick<BloodContractEntity, 'id' | 'reward'>,
  ): Promise<void> {
    await this.wallet.apply({
      transfers: [
        {
          from: account.contractEscrow(contract.id),
          to: account.cash(assassin.id),
          currency: Currency.MONEY,
          amount: contract.reward,
        },
      ],
      reason: 'contract_payout',
      reference: `blood-contract:${contract.id}`,
      idempotencyKey: `contract-payout:${contract.id}`,
    });
  }

  /** Gives the reward back to the poster (ledger reason `contract_refund`), once per contract. */
  async refund(contract: Pick<BloodContractEntity, 'id' | 'reward' | 'posterCharacterId'>): Promise<void> {
    await this.wallet.apply({
      transfers: [
        {
          from: account.contractEscrow(contract.id),
          to: account.cash(contract.posterCharacterId),
          currency: Currency.MONEY,
          amount: contract.reward,
        },
      ],
      reason: 'contract_refund',
      reference: `blood-contract:${contract.id}`,
      idempotencyKey: `contract-refund:${contract.id}`,
    });
  }
}
