import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { FightResultDto } from './fight.dto';

/** One fight as it happened (DESIGN.md section 6): both characters, the winner and the full result. */
@Entity('fights')
export class FightEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'attacker_character_id', type: 'int' })
  attackerCharacterId: number;

  @Column({ name: 'defender_character_id', type: 'int' })
  defenderCharacterId: number;

  @Column({ name: 'winner_character_id', type: 'int' })
  winnerCharacterId: number;

  /** The fight result as it was pushed (`fightResult`), Arabic log lines included. */
  @Column({ type: 'jsonb' })
  result: FightResultDto;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
