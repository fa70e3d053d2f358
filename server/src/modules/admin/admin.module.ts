import { Module } from '@nestjs/common';
import { ADMIN_REQUEST_AUDIT } from '../../common/auth/decorators';
import { BlackMarketModule } from '../black-market/black-market.module';
import { CharacterModule } from '../character/character.module';
import { GangsModule } from '../gangs/gangs.module';
import { GearModule } from '../gear/gear.module';
import { LinkedAccountsModule } from '../linked-accounts/linked-accounts.module';
import { MessagesModule } from '../messages/messages.module';
import { ModerationModule } from '../moderation/moderation.module';
import { PackagesModule } from '../packages/packages.module';
import { TransfersModule } from '../transfers/transfers.module';
import { WalletModule } from '../wallet/wallet.module';
import { AdminAuditController } from './admin-audit.controller';
import { AdminAuditRepository } from './admin-audit.repository';
import { AdminAuditService } from './admin-audit.service';
import { AdminExportsController } from './admin-exports.controller';
import { AdminExportsService } from './admin-exports.service';
import { AdminCharacterActionsService } from './admin-character-actions.service';
import { AdminCharactersController } from './admin-characters.controller';
import { AdminCharactersRepository } from './admin-characters.repository';
import { AdminCharactersService } from './admin-characters.service';
import { AdminLinkedAccountsController } from './admin-linked-accounts.controller';
import { AdminLinkedAccountsService } from './admin-linked-accounts.service';
import { AdminRequestAuditInterceptor } from './admin-request-audit.interceptor';
import { AdminStatsController } from './admin-stats.controller';
import { AdminStatsRepository } from './admin-stats.repository';
import { AdminStatsService } from './admin-stats.service';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersRepository } from './admin-users.repository';
import { AdminUsersService } from './admin-users.service';

/**
 * The admin back office (spec 001 sections 2.3, 2.8, 2.9; issue 15): statistics and charts, the
 * characters screen, user management, and the admin audit log every action here writes; the
 * request audit (bound by `@AdminOnly()`) also logs every other admin-only mutating route (the catalogues).
 */
@Module({
  imports: [
    BlackMarketModule,
    CharacterModule,
    WalletModule,
    GearModule,
    GangsModule,
    TransfersModule,
    PackagesModule,
    LinkedAccountsModule,
    MessagesModule,
    ModerationModule,
  ],
  controllers: [
    AdminStatsController,
    AdminCharactersController,
    AdminUsersController,
    AdminAuditController,
    AdminLinkedAccountsController,
    AdminExportsController,
  ],
  providers: [
    AdminAuditRepository,
    AdminAuditService,
    AdminCharactersRepository,
    AdminCharactersService,
    AdminCharacterActionsService,
    AdminLinkedAccountsService,
    AdminExportsService,
    AdminStatsRepository,
    AdminStatsService,
    AdminUsersRepository,
    AdminUsersService,
    { provide: ADMIN_REQUEST_AUDIT, useClass: AdminRequestAuditInterceptor },
  ],
  exports: [AdminAuditService],
})
export class AdminModule {}
