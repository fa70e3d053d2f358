import type { ContractResultDto } from '../../api/generated/model/contractResultDto';
import type { FightResultDto } from '../../api/generated/model/fightResultDto';

/**
 * Spec 000 section 2 (Fight flow): the fight start screen gets the target as navigation state, and the
 * result screens get their result the same way (a reload or a direct visit has none).
 */
declare module '@tanstack/history' {
  interface HistoryState {
    targetUserId?: string;
    targetName?: string;
    fightResult?: FightResultDto;
    contractResult?: ContractResultDto;
  }
}

export type { ContractResultDto, FightResultDto };
