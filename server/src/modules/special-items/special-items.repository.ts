import { Injectable } from '@nestjs/common';
import { isSerialId } from '../../infra/database/serial-id';
import { Tx } from '../../infra/database/transaction';
import { SpecialItemEntity } from './special-item.entity';

/** Queries of the special items catalogue (the inventory stacks are the gear module's). */
@Injectable()
export class SpecialItemsRepository {
  constructor(private readonly tx: Tx) {}

  private get items() {
    return this.tx.tx.getRepository(SpecialItemEntity);
  }

  /** Every item by id, or only those the shop sells (available and active). */
  list(forSale: boolean): Promise<SpecialItemEntity[]> {
    return this.items.find({
      where: forSale ? { isAvailable: true, isActive: true } : {},
      order: { id: 'ASC' },
    });
  }

  find(id: number): Promise<SpecialItemEntity | null> {
    if (!isSerialId(id)) return Promise.resolve(null);
    return this.items.findOneBy({ id });
  }

  /** Items by id (missing ids left out). */
  async byIds(ids: number[]): Promise<SpecialItemEntity[]> {
    if (!ids.length) return [];
    return this.items.createQueryBuilder('item').where('item.id = ANY(:ids)', { ids }).getMany();
  }

  count(): Promise<number> {
    return this.items.count();
  }

  create(values: Partial<SpecialItemEntity>): Promise<SpecialItemEntity> {
    return this.items.save(this.items.create(values));
  }

  async update(id: number, values: Partial<SpecialItemEntity>): Promise<void> {
    await this.items.update({ id }, values);
  }

  /** @returns whether a row was deleted. */
  async delete(id: number): Promise<boolean> {
    if (!isSerialId(id)) return false;
    return Boolean((await this.items.delete({ id })).affected);
  }
}
