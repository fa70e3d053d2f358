import { createSecretKey } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthTokenEntity } from './auth-token.entity';
import { RefreshSessionEntity } from './refresh-session.entity';
import { UserIpEntity } from './user-ip.entity';
import { UserEntity } from './user.entity';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { MailModule } from '../mail/mail.module';
import { AccountAccessService } from './account-access.service';
import { AccountSetupRegistry } from './account-setup.registry';
import { AccountMailService } from './account-mail.service';
import { AuthController } from './auth.controller';
import { AuthGateway } from './auth.gateway';
import { AuthGuard } from './auth.guard';
import { AuthRepository } from './auth.repository';
import { AuthService } from './auth.service';
import { GoogleOidcService } from './google-oidc.service';
import { SessionService } from './session.service';
import { TokenService } from './token.service';
import { AuthPush } from './auth.push';

/**
 * Accounts, sessions and the guard every route and socket event passes. Global: `@GameGateway()`
 * puts AuthGuard on every feature gateway, and Nest builds a gateway's guards in its own module.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([AuthTokenEntity, RefreshSessionEntity, UserIpEntity, UserEntity]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      // A KeyObject, not the string: jsonwebtoken otherwise tries (and fails) to read the string as a
      // public key on every verification, which costs an exception per request.
      useFactory: (config: AppConfig) => ({
        secret: createSecretKey(Buffer.from(config.JWT_SECRET)),
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    MailModule,
  ],
  controllers: [AuthController],
  providers: [
    AuthPush,
    AuthRepository,
    AuthService,
    SessionService,
    AccountMailService,
    TokenService,
    AccountAccessService,
    AccountSetupRegistry,
    GoogleOidcService,
    AuthGuard,
    AuthGateway,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [
    AuthService,
    TokenService,
    AccountAccessService,
    AccountSetupRegistry,
    AuthRepository,
    AuthGuard,
    SessionService,
  ],
})
export class AuthModule {}
