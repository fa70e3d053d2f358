import { Global, Module } from '@nestjs/common';
import { AppConfig, parseConfig } from './config.schema';

/** Injection token for the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** The one place that reads process.env. Tests pass their own record through `ConfigModule.forRoot`. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig = parseConfig(process.env)) {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
