import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CharacterModule } from '../character/character.module';
import { FeaturesModule } from '../features/features.module';
import { GearModule } from '../gear/gear.module';
import { WalletModule } from '../wallet/wallet.module';
import { RankBonusSource } from './rank-bonus.source';
import { RankingsAdminController } from './rankings-admin.controller';
import { RankingsService } from './rankings.service';
import { TaskMetricsListener } from './task-metrics.listener';
import { TaskMetricsService } from './task-metrics.service';
import { RankingEntity, TaskEntity } from './task.entity';
import { TasksAdminController } from './tasks-admin.controller';
import { TasksController } from './tasks.controller';
import { TasksGateway } from './tasks.gateway';
import { TasksRepository } from './tasks.repository';
import { TasksSeed } from './tasks.seed';
import { TasksService } from './tasks.service';
import { TasksPush } from './tasks.push';
import { TaskCountMemory } from './task-count.memory';

/** Tasks, progress points and the rank ladder, whose bonuses enter effective stats (DESIGN.md section 6). */
@Module({
  imports: [
    TypeOrmModule.forFeature([TaskEntity, RankingEntity]),
    CharacterModule,
    FeaturesModule,
    GearModule,
    WalletModule,
  ],
  // The rankings controller first: its static `rankings` segment must not be read as a task id.
  controllers: [RankingsAdminController, TasksAdminController, TasksController],
  providers: [
    TasksPush,
    TasksRepository,
    TaskCountMemory,
    TaskMetricsService,
    TasksService,
    RankingsService,
    RankBonusSource,
    TaskMetricsListener,
    TasksGateway,
    TasksSeed,
  ],
  exports: [TasksSeed],
})
export class TasksModule {}
