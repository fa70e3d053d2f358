import { Module } from '@nestjs/common';
import { InfoboxController } from './infobox.controller';
import { InfoboxRepository } from './infobox.repository';
import { InfoboxService } from './infobox.service';

@Module({ controllers: [InfoboxController], providers: [InfoboxRepository, InfoboxService] })
export class InfoboxModule {}
