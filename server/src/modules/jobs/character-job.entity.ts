import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The one job a character holds (DESIGN.md section 6: one job at a time). */
@Entity('character_jobs')
export class CharacterJobEntity {
  @PrimaryColumn({ name: 'character_id', type: 'int' })
  characterId: number;

  @Column({ name: 'job_id', type: 'int' })
  jobId: number;

  @Column({ name: 'hired_at', type: 'timestamptz' })
  hiredAt: Date;
}
