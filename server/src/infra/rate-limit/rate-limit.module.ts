import { Global, Module } from '@nestjs/common';
import { ActionRateLimiter } from './action-rate-limiter';

/** Per-user action limits shared by every node (DESIGN.md section 9). */
@Global()
@Module({ providers: [ActionRateLimiter], exports: [ActionRateLimiter] })
export class RateLimitModule {}
