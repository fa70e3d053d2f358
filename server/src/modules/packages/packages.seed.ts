import { Injectable } from '@nestjs/common';
import { DEFAULT_BLACKCOIN_PACKAGES, DEFAULT_MONEY_PACKAGES, DEFAULT_VIP_PACKAGES } from './default-packages';
import { PackageKind } from './package.entity';
import { PackagesRepository } from './packages.repository';

const DEFAULTS: Record<PackageKind, object[]> = {
  blackcoin: DEFAULT_BLACKCOIN_PACKAGES,
  money: DEFAULT_MONEY_PACKAGES,
  vip: DEFAULT_VIP_PACKAGES,
};

/** The default packages, each catalogue loaded only while it is empty. */
@Injectable()
export class PackagesSeed {
  constructor(private readonly packages: PackagesRepository) {}

  /** @returns how many packages it created. */
  async loadIfEmpty(): Promise<number> {
    let created = 0;
    for (const kind of Object.keys(DEFAULTS) as PackageKind[]) {
      if ((await this.packages.count(kind)) > 0) continue;
      for (const values of DEFAULTS[kind]) {
        await this.packages.create(kind, { ...values, isActive: true } as never);
        created++;
      }
    }
    return created;
  }
}
