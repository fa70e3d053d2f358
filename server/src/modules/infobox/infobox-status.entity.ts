import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Whether a user has finished or minimised one guide box (spec 000 section 3, key e.g. `gangDetails`). */
@Entity('infobox_status')
export class InfoboxStatusEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ name: 'has_seen_complete', default: false })
  hasSeenComplete: boolean;

  @Column({ name: 'is_minimized', default: false })
  isMinimized: boolean;
}
