import { Module } from '@nestjs/common';
import { AdminFairnessController, FairnessController } from './fairness.controller';
import { FairnessMetrics } from './fairness-metrics';
import { FairnessRepository } from './fairness.repository';
import { FairnessService } from './fairness.service';

/** Provably fair rolls (issue 29): seeds, commitments, rotation and the proofs of every roll that moves value. */
@Module({
  controllers: [FairnessController, AdminFairnessController],
  providers: [FairnessRepository, FairnessService, FairnessMetrics],
  exports: [FairnessService],
})
export class FairnessModule {}
