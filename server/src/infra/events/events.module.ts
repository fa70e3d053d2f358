import { Global, Module } from '@nestjs/common';
import { DomainEvents } from './domain-events';

/** The domain event bus (DESIGN.md section 4), injectable everywhere. */
@Global()
@Module({ providers: [DomainEvents], exports: [DomainEvents] })
export class EventsModule {}
