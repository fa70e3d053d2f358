import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { CatalogueUsageRegistry } from '../gear/catalogue-usage.registry';
import { LoginGiftRepository } from './login-gift.repository';

/**
 * Tells gear's catalogue delete that a weapon or armor is a login-gift item (DESIGN.md section 6:
 * deleting it is refused with 409; the admin deactivates it or takes it off the calendar first).
 */
@Injectable()
export class LoginGiftUsageCheck implements OnModuleInit, OnModuleDestroy {
  private unregister?: () => void;

  constructor(
    private readonly registry: CatalogueUsageRegistry,
    private readonly gifts: LoginGiftRepository,
  ) {}

  onModuleInit(): void {
    this.unregister = this.registry.register((kind, id) =>
      kind === 'weapon' || kind === 'armor' ? this.gifts.givesItem(kind, id) : Promise.resolve(false),
    );
  }

  onModuleDestroy(): void {
    this.unregister?.();
  }
}
