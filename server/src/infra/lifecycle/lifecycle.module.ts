import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BootWork } from './boot-work.service';
import { LifecycleService } from './lifecycle.service';

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [LifecycleService, BootWork],
  exports: [LifecycleService, BootWork],
})
export class LifecycleModule {}
