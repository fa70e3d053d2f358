import { Injectable } from '@nestjs/common';
import type { CatalogueKind } from './gear.repository';

/** A catalogue whose items other features may refer to: gear's catalogues and the special items. */
export type UsageKind = CatalogueKind | 'special';

/**
 * Whether a feature outside gear still refers to a catalogue item (a login-gift day that gives it,
 * ...). Such a feature registers a check here when its module starts; deleting a referred item is
 * refused with 409 (DESIGN.md section 6: deactivate it instead). Gear's and the special items'
 * admin deletes both ask it.
 */
export type CatalogueUsageCheck = (kind: UsageKind, id: number) => Promise<boolean>;

/** The checks other features registered; `CatalogueAdminService.delete` asks every one. */
@Injectable()
export class CatalogueUsageRegistry {
  private readonly checks = new Set<CatalogueUsageCheck>();

  /** Adds a check (call from `onModuleInit`). @returns a function that removes it. */
  register(check: CatalogueUsageCheck): () => void {
    this.checks.add(check);
    return () => this.checks.delete(check);
  }

  /** Whether any registered feature refers to the item. */
  async isReferenced(kind: UsageKind, id: number): Promise<boolean> {
    for (const check of this.checks) if (await check(kind, id)) return true;
    return false;
  }
}
