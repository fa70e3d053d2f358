import { Global, Inject, Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { ClsPluginTransactional } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { ClsModule } from 'nestjs-cls';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { dataSourceOptions } from './data-source';
import { setNamedStatements } from './prepared';

/**
 * TypeORM on PostgreSQL plus the ambient transaction: a service method marked
 * `@Transactional()` runs its repositories' queries in one transaction (nestjs-cls).
 *
 * nestjs-cls comes in through `registerPlugins` (ClsService and the transactional plugin), not
 * `forRoot`: the root module always adds a global guard and interceptor, pass-throughs when not
 * mounted, and one global interceptor makes Nest run every request through its rxjs pipeline. No
 * CLS context is opened per request: the transactional plugin opens its own around each transaction.
 *
 * The pool opens at most DB_POOL_MAX connections; DB_PREPARED_STATEMENTS=false sends the hot paths'
 * prepared statements unnamed (set here, when the module is built: before any module's init hook
 * or request can run one), for a transaction-mode pooler without prepared-statement support.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config.DATABASE_URL, config.DB_POOL_MAX),
        autoLoadEntities: true,
      }),
    }),
    ClsModule.registerPlugins([
      new ClsPluginTransactional({
        imports: [TypeOrmModule],
        adapter: new TransactionalAdapterTypeOrm({ dataSourceToken: getDataSourceToken() }),
      }),
    ]),
  ],
  exports: [ClsModule],
})
export class DatabaseModule {
  constructor(dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    setNamedStatements(dataSource, config.DB_PREPARED_STATEMENTS);
  }
}
