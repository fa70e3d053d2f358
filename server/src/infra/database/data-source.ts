import { DataSource, DataSourceOptions } from 'typeorm';
import { AuthTokenEntity } from '../../modules/auth/auth-token.entity';
import { RefreshSessionEntity } from '../../modules/auth/refresh-session.entity';
import { UserIpEntity } from '../../modules/auth/user-ip.entity';
import { UserEntity } from '../../modules/auth/user.entity';
import { CharacterEntity } from '../../modules/character/character.entity';
import { TrainingEntity } from '../../modules/gym/training.entity';
import { InfoboxStatusEntity } from '../../modules/infobox/infobox-status.entity';
import { SettingsEntity } from '../../modules/settings/settings.entity';
import { CharacterJobEntity } from '../../modules/jobs/character-job.entity';
import { JobEntity } from '../../modules/jobs/job.entity';
import { PayrollPaymentEntity } from '../../modules/jobs/payroll-payment.entity';
import { JobsAndPayroll1763700000200 } from './migrations/1763700000200-JobsAndPayroll';
import { LedgerEntryEntity } from '../../modules/wallet/ledger-entry.entity';
import { InitialSchema1763700000000 } from './migrations/1763700000000-InitialSchema';
import { Training1763700000300 } from './migrations/1763700000300-Training';
import { MediaAndCrimes1763700000100 } from './migrations/1763700000100-MediaAndCrimes';
import { CrimeEntity } from '../../modules/crimes/crime.entity';
import { MediaEntity } from '../../modules/media/media.entity';
import { FightEntity } from '../../modules/fight/fight.entity';
import { BloodContractEntity } from '../../modules/blood-contracts/blood-contract.entity';
import { BloodContracts1763700000600 } from './migrations/1763700000600-BloodContracts';
import { Fights1763700000400 } from './migrations/1763700000400-Fights';
import { RatingEntity } from '../../modules/players/rating.entity';
import { Ratings1763700000500 } from './migrations/1763700000500-Ratings';
import { ChatAndModeration1763700000800 } from './migrations/1763700000800-ChatAndModeration';
import { NotificationEntity } from '../../modules/notifications/notification.entity';
import { FriendshipEntity } from '../../modules/friends/friendship.entity';
import { NotificationsAndFriends1763700000700 } from './migrations/1763700000700-NotificationsAndFriends';
import { PrivateMessageEntity } from '../../modules/messages/private-message.entity';
import { MessageReportEntity } from '../../modules/messages/message-report.entity';
import { PrivateMessages1763700000900 } from './migrations/1763700000900-PrivateMessages';
import { SessionGeneration1763700001000 } from './migrations/1763700001000-SessionGeneration';
import { WalletAccounts1763700001100 } from './migrations/1763700001100-WalletAccounts';
import { WalletAccountEntity } from '../../modules/wallet/wallet-account.entity';
import { GangEntity, GangJoinRequestEntity, GangMemberEntity } from '../../modules/gangs/gang.entity';
import { Gangs1763700001200 } from './migrations/1763700001200-Gangs';

export const ENTITIES = [
  UserEntity,
  RefreshSessionEntity,
  UserIpEntity,
  AuthTokenEntity,
  CharacterEntity,
  LedgerEntryEntity,
  WalletAccountEntity,
  SettingsEntity,
  InfoboxStatusEntity,
  JobEntity,
  CharacterJobEntity,
  PayrollPaymentEntity,
  TrainingEntity,
  MediaEntity,
  CrimeEntity,
  FightEntity,
  BloodContractEntity,
  RatingEntity,
  NotificationEntity,
  FriendshipEntity,
  PrivateMessageEntity,
  MessageReportEntity,
  GangEntity,
  GangMemberEntity,
  GangJoinRequestEntity,
];

/** Migrations in order; listed explicitly so the bundle and ts-jest load the same classes. */
export const MIGRATIONS = [
  InitialSchema1763700000000,
  MediaAndCrimes1763700000100,
  JobsAndPayroll1763700000200,
  Training1763700000300,
  Fights1763700000400,
  Ratings1763700000500,
  BloodContracts1763700000600,
  NotificationsAndFriends1763700000700,
  ChatAndModeration1763700000800,
  PrivateMessages1763700000900,
  SessionGeneration1763700001000,
  WalletAccounts1763700001100,
  Gangs1763700001200,
];

/** TypeORM options for one database URL. Never `synchronize`: the schema comes from migrations. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    extra: { max: 20 },
  };
}

/** Applies pending migrations; returns the names it ran. */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(url));
  await dataSource.initialize();
  try {
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    return ran.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}
