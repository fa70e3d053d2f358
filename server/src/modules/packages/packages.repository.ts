import { Injectable } from '@nestjs/common';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { isSerialId } from '../../infra/database/serial-id';
import { Tx } from '../../infra/database/transaction';
import { PACKAGE_ENTITIES, PackageEntity, PackageKind } from './package.entity';

/** Queries of the three package catalogues. */
@Injectable()
export class PackagesRepository {
  constructor(private readonly tx: Tx) {}

  private repo<K extends PackageKind>(kind: K) {
    return this.tx.tx.getRepository(PACKAGE_ENTITIES[kind] as EntityTarget<PackageEntity<K> & ObjectLiteral>);
  }

  /** A catalogue's rows by id, active only or all. */
  list<K extends PackageKind>(kind: K, activeOnly: boolean): Promise<PackageEntity<K>[]> {
    return this.repo(kind).find({
      where: (activeOnly ? { isActive: true } : {}) as never,
      order: { id: 'ASC' } as never,
    });
  }

  find<K extends PackageKind>(kind: K, id: number): Promise<PackageEntity<K> | null> {
    if (!isSerialId(id)) return Promise.resolve(null);
    return this.repo(kind).findOneBy({ id } as never);
  }

  count(kind: PackageKind): Promise<number> {
    return this.repo(kind).count();
  }

  create<K extends PackageKind>(kind: K, values: Partial<PackageEntity<K>>): Promise<PackageEntity<K>> {
    const repo = this.repo(kind);
    return repo.save(repo.create(values as never)) as Promise<PackageEntity<K>>;
  }

  async update<K extends PackageKind>(kind: K, id: number, values: Partial<PackageEntity<K>>): Promise<void> {
    await this.repo(kind).update({ id } as never, values as never);
  }

  /** @returns whether a row was deleted. */
  async delete(kind: PackageKind, id: number): Promise<boolean> {
    if (!isSerialId(id)) return false;
    return Boolean((await this.repo(kind).delete({ id } as never)).affected);
  }
}
