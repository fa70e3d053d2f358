import { DataSource, DataSourceOptions } from 'typeorm';
import { InitialSchema1763700000000 } from './migrations/1763700000000-InitialSchema';
import { MediaAndCrimes1763700000100 } from './migrations/1763700000100-MediaAndCrimes';
import { JobsAndPayroll1763700000200 } from './migrations/1763700000200-JobsAndPayroll';
import { Training1763700000300 } from './migrations/1763700000300-Training';
import { Fights1763700000400 } from './migrations/1763700000400-Fights';
import { Ratings1763700000500 } from './migrations/1763700000500-Ratings';
import { BloodContracts1763700000600 } from './migrations/1763700000600-BloodContracts';
import { NotificationsAndFriends1763700000700 } from './migrations/1763700000700-NotificationsAndFriends';
import { ChatAndModeration1763700000800 } from './migrations/1763700000800-ChatAndModeration';
import { PrivateMessages1763700000900 } from './migrations/1763700000900-PrivateMessages';
import { SessionGeneration1763700001000 } from './migrations/1763700001000-SessionGeneration';
import { WalletAccounts1763700001100 } from './migrations/1763700001100-WalletAccounts';
import { Gangs1763700001200 } from './migrations/1763700001200-Gangs';
import { Gear1763700001300 } from './migrations/1763700001300-Gear';
import { SpecialItemsAndPackages1763700001500 } from './migrations/1763700001500-SpecialItemsAndPackages';
import { BlackMarketAndTransfers1763700001550 } from './migrations/1763700001550-BlackMarketAndTransfers';
import { LoginGiftTasksRanks1763700001600 } from './migrations/1763700001600-LoginGiftTasksRanks';
import { MinistryMissionsNewsSuggestions1763700001650 } from './migrations/1763700001650-MinistryMissionsNewsSuggestions';
import { AdminBackOffice1763700001700 } from './migrations/1763700001700-AdminBackOffice';
import { AdminAuditCatalogue1763700001820 } from './migrations/1763700001820-AdminAuditCatalogue';
import { WalletBalanceIndexKeys1763700001900 } from './migrations/1763700001900-WalletBalanceIndexKeys';
import { ProvablyFair1763700002000 } from './migrations/1763700002000-ProvablyFair';
import { StripePurchases1763700002100 } from './migrations/1763700002100-StripePurchases';
import { AdminAuditAddress1763700002200 } from './migrations/1763700002200-AdminAuditAddress';
import { AccountDataRights1763700002300 } from './migrations/1763700002300-AccountDataRights';
import { LinkedAccounts1795836590787 } from './migrations/1795836590787-LinkedAccounts';
import { WebPush1795836639532 } from './migrations/1795836639532-WebPush';
import { AdminAuditExportsQueues1795836716398 } from './migrations/1795836716398-AdminAuditExportsQueues';
import { LinkedHolds1795836800000 } from './migrations/1795836800000-LinkedHolds';
import { TreasuryContributionHolds1795836900000 } from './migrations/1795836900000-TreasuryContributionHolds';
import { LinkedReviewWindow1795837000000 } from './migrations/1795837000000-LinkedReviewWindow';
import { StatementCountingLogger } from './statement-counter';

/**
 * Migrations in timestamp order (data-source.spec.ts checks it); listed explicitly so the bundle and
 * jest (swc) load the same classes.
 */
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
  Gear1763700001300,
  SpecialItemsAndPackages1763700001500,
  BlackMarketAndTransfers1763700001550,
  LoginGiftTasksRanks1763700001600,
  MinistryMissionsNewsSuggestions1763700001650,
  AdminBackOffice1763700001700,
  AdminAuditCatalogue1763700001820,
  WalletBalanceIndexKeys1763700001900,
  ProvablyFair1763700002000,
  StripePurchases1763700002100,
  AdminAuditAddress1763700002200,
  AccountDataRights1763700002300,
  LinkedAccounts1795836590787,
  WebPush1795836639532,
  AdminAuditExportsQueues1795836716398,
  LinkedHolds1795836800000,
  TreasuryContributionHolds1795836900000,
  LinkedReviewWindow1795837000000,
];

/** Connections of one node's pool when DB_POOL_MAX is not set (config.schema.ts has the same default). */
export const DEFAULT_POOL_MAX = 20;

/**
 * TypeORM options for one database URL. Never `synchronize`: the schema comes from migrations.
 * No entity list: each module registers its own (`TypeOrmModule.forFeature`, loaded by
 * `autoLoadEntities` in DatabaseModule), so infra imports no module.
 * @param poolMax most connections the node-postgres pool opens (DB_POOL_MAX).
 */
export function dataSourceOptions(url: string, poolMax = DEFAULT_POOL_MAX): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    // The migrations create what the schema needs (uuids come from core gen_random_uuid, pg_trgm
    // from AdminBackOffice): no `CREATE EXTENSION "uuid-ossp"` on every node's boot, which a
    // database role without CREATE rights would also log a warning for.
    installExtensions: false,
    extra: { max: poolMax },
    logger: new StatementCountingLogger(),
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
