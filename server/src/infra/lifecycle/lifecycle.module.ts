import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { LifecycleService } from './lifecycle.service';

@Global()
@Module({ imports: [DiscoveryModule], providers: [LifecycleService], exports: [LifecycleService] })
export class LifecycleModule {}
