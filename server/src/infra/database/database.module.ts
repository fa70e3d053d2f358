import { Global, Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { ClsPluginTransactional } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { ClsModule } from 'nestjs-cls';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { dataSourceOptions } from './data-source';

/**
 * TypeORM on PostgreSQL plus the ambient transaction: a service method marked
 * `@Transactional()` runs its repositories' queries in one transaction (nestjs-cls).
 *
 * nestjs-cls comes in through `registerPlugins` (ClsService and the transactional plugin), not
 * `forRoot`: the root module always adds a global guard and interceptor, pass-throughs when not
 * mounted, and one global interceptor makes Nest run every request through its rxjs pipeline. No
 * CLS context is opened per request: the transactional plugin opens its own around each transaction.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config.DATABASE_URL),
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
export class DatabaseModule {}
