import { Injectable } from '@nestjs/common';
import { Tx } from '../../infra/database/transaction';
import { PushKind } from '../../game/push.rules';
import { PushPreferencesEntity } from './web-push-preferences.entity';
import { PushSubscriptionEntity } from './web-push-subscription.entity';

/** The switches of a preferences row, without its key. */
export type PushSwitches = Omit<PushPreferencesEntity, 'userId'>;

/** The tables of web push: each device's subscription and each player's preferences. */
@Injectable()
export class WebPushRepository {
  constructor(private readonly tx: Tx) {}

  private get subscriptions() {
    return this.tx.tx.getRepository(PushSubscriptionEntity);
  }

  private get preferences() {
    return this.tx.tx.getRepository(PushPreferencesEntity);
  }

  /** The player's preferences row, or null when they never changed one (the defaults). */
  findPreferences(userId: string): Promise<PushPreferencesEntity | null> {
    return this.preferences.findOneBy({ userId });
  }

  /** Writes the whole preferences row (insert or update). */
  async savePreferences(row: PushPreferencesEntity): Promise<void> {
    await this.preferences.upsert(row, ['userId']);
  }

  /**
   * Whether a push of `kind` may go to the player: the master switch and the kind's switch are on
   * (no row: the master switch is off).
   */
  async wants(userId: string, kind: PushKind): Promise<boolean> {
    const row = await this.findPreferences(userId);
    return Boolean(row?.enabled && row[kind]);
  }

  /**
   * Stores a device's subscription for the player; an endpoint already stored (the same device
   * subscribing again, or signed in to another account now) is moved to the player with its new keys.
   */
  async upsertSubscription(
    values: Pick<PushSubscriptionEntity, 'userId' | 'endpoint' | 'p256dh' | 'auth'>,
  ): Promise<void> {
    await this.tx.tx.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
       ON CONFLICT (endpoint) DO UPDATE
         SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth`,
      [values.userId, values.endpoint, values.p256dh, values.auth],
    );
  }

  /** The stored subscription of that endpoint (any player's), or null. */
  findByEndpoint(endpoint: string): Promise<PushSubscriptionEntity | null> {
    return this.subscriptions.findOneBy({ endpoint });
  }

  /** Deletes the player's subscription of that endpoint; false when they had none. */
  async deleteSubscription(userId: string, endpoint: string): Promise<boolean> {
    const result = await this.subscriptions.delete({ userId, endpoint });
    return Boolean(result.affected);
  }

  /** Deletes a subscription the push service answered 404 or 410 for; false when already gone. */
  async deleteSubscriptionById(id: number): Promise<boolean> {
    const result = await this.subscriptions.delete({ id });
    return Boolean(result.affected);
  }

  /**
   * Deletes every subscription and the preferences of an account being erased (issue 26 part 4).
   * @returns how many devices were subscribed.
   */
  async deleteAllOf(userId: string): Promise<number> {
    const result = await this.subscriptions.delete({ userId });
    await this.preferences.delete({ userId });
    return result.affected ?? 0;
  }

  /** The player's devices, oldest first. */
  subscriptionsOf(userId: string): Promise<PushSubscriptionEntity[]> {
    return this.subscriptions.find({ where: { userId }, order: { id: 'ASC' } });
  }

  countSubscriptions(userId: string): Promise<number> {
    return this.subscriptions.countBy({ userId });
  }
}
