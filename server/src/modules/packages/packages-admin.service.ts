import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../infra/events/domain-events';
import { PackageEntity, PackageKind } from './package.entity';
import { PackageDeletedDto, toBlackcoinPackageDto, toMoneyPackageDto, toVipPackageDto } from './packages.dto';
import { PackagesErrorCode, packagesError } from './packages.errors';
import { PackagesRepository } from './packages.repository';

const TO_DTO = { blackcoin: toBlackcoinPackageDto, money: toMoneyPackageDto, vip: toVipPackageDto } as const;
type DtoOf<K extends PackageKind> = ReturnType<(typeof TO_DTO)[K]>;

/**
 * The blackcoin, money and VIP package catalogues for admins (spec 002 sections 2.7 and 7): list,
 * create (active by default), partial update, delete, and the status toggle. Nothing references a
 * package after a purchase (the ledger keeps the reference text), so deleting is always allowed.
 * Every change publishes `specialShop.changed` (the open blackcoin shops get the new shop).
 */
@Injectable()
export class PackagesAdminService {
  constructor(
    private readonly packages: PackagesRepository,
    private readonly events: DomainEvents,
  ) {}

  async list<K extends PackageKind>(kind: K): Promise<DtoOf<K>[]> {
    return (await this.packages.list(kind, false)).map((row) => this.toDto(kind, row));
  }

  async create<K extends PackageKind>(kind: K, values: object): Promise<DtoOf<K>> {
    const row = await this.packages.create(kind, { isActive: true, ...this.clean(values) } as never);
    await this.events.publish('specialShop.changed', {});
    return this.toDto(kind, row);
  }

  /** Partial update; `{ isActive }` alone is the toggle. @throws PACKAGE_NOT_FOUND */
  async update<K extends PackageKind>(kind: K, id: number, values: object): Promise<DtoOf<K>> {
    if (!(await this.packages.find(kind, id))) throw packagesError(PackagesErrorCode.PACKAGE_NOT_FOUND);
    const changes = this.clean(values);
    if (Object.keys(changes).length) {
      await this.packages.update(kind, id, changes as never);
      await this.events.publish('specialShop.changed', {});
    }
    return this.toDto(kind, (await this.packages.find(kind, id))!);
  }

  /** @throws PACKAGE_NOT_FOUND */
  async delete(kind: PackageKind, id: number): Promise<PackageDeletedDto> {
    if (!(await this.packages.delete(kind, id))) throw packagesError(PackagesErrorCode.PACKAGE_NOT_FOUND);
    await this.events.publish('specialShop.changed', {});
    return { success: true };
  }

  /** Trimmed text fields; undefined ones left out. */
  private clean(values: object): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(values)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
    );
  }

  private toDto<K extends PackageKind>(kind: K, row: PackageEntity<K>): DtoOf<K> {
    return (TO_DTO[kind] as unknown as (row: PackageEntity<K>) => DtoOf<K>)(row);
  }
}
