import { Module } from '@nestjs/common';
import { CrimesModule } from '../../../modules/crimes/crimes.module';
import { JobsModule } from '../../../modules/jobs/jobs.module';
import { MediaModule } from '../../../modules/media/media.module';
import { DefaultContentService } from './default-content.service';

@Module({
  imports: [CrimesModule, JobsModule, MediaModule],
  providers: [DefaultContentService],
  exports: [DefaultContentService],
})
export class SeedModule {}
