import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { CatalogueUsageRegistry } from '../gear/catalogue-usage.registry';
import { LoginGiftRepository } from './login-gift.repository';

/**
 * Tells the catalogue deletes (gear's weapons and armors, the special items) that an item is a
 * login-gift item (DESIGN.md section 6: deleting it is refused with 409; the admin deactivates it or
 * takes it off the calendar first).
 */
@Injectable()
export class LoginGiftUsageCheck implements OnModuleInit, OnModuleDestroy {
  private unregister?: () => void;

  constructor(
    private readonly registry: CatalogueUsageRegistry,
    private readonly gifts: LoginGiftRepository,
  ) {}

  onModuleInit(): void {
    this.unregister = this.registry.register((kind, id) => {
      if (kind === 'weapon' || kind === 'armor') return this.gifts.givesItem(kind, id);
      if (kind === 'special') return this.gifts.givesItem('special_item', id);
      return Promise.resolve(false);
    });
  }

  onModuleDestroy(): void {
    this.unregister?.();
  }
}
