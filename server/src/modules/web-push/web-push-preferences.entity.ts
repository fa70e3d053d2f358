import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A player's push preferences (issue 26, part 2): the master switch (`enabled`, the spec's opt-out,
 * 000 section 1; off until the player turns it on) and one switch per kind (on by default).
 * No row reads as the defaults.
 */
@Entity('push_preferences')
export class PushPreferencesEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ default: false })
  enabled: boolean;

  @Column({ default: true })
  release: boolean;

  @Column({ default: true })
  training: boolean;

  @Column({ default: true })
  attacked: boolean;

  @Column({ default: true })
  message: boolean;

  @Column({ name: 'friend_request', default: true })
  friendRequest: boolean;

  @Column({ default: true })
  gang: boolean;

  @Column({ name: 'contract_executed', default: true })
  contractExecuted: boolean;

  @Column({ name: 'daily_gift', default: true })
  dailyGift: boolean;
}
