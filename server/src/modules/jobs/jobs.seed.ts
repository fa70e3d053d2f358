import { Injectable } from '@nestjs/common';
import { DEFAULT_JOBS } from './default-jobs';
import { JobsRepository } from './jobs.repository';

/** The default jobs, one per tier (DESIGN.md section 3). */
@Injectable()
export class JobsSeed {
  constructor(private readonly jobs: JobsRepository) {}

  /** Loads the default jobs when the table is empty (admins' edits are never overwritten). @returns how many it created. */
  async loadIfEmpty(): Promise<number> {
    if ((await this.jobs.count()) > 0) return 0;
    for (const job of DEFAULT_JOBS) await this.jobs.create(job);
    return DEFAULT_JOBS.length;
  }
}
