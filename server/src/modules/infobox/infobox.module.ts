import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InfoboxStatusEntity } from './infobox-status.entity';
import { InfoboxController } from './infobox.controller';
import { InfoboxRepository } from './infobox.repository';
import { InfoboxService } from './infobox.service';

@Module({
  imports: [TypeOrmModule.forFeature([InfoboxStatusEntity])],
  controllers: [InfoboxController],
  providers: [InfoboxRepository, InfoboxService],
})
export class InfoboxModule {}
