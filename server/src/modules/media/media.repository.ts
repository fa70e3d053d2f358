import { Injectable } from '@nestjs/common';
import { Tx } from '../../infra/database/transaction';
import { MediaEntity } from './media.entity';

@Injectable()
export class MediaRepository {
  constructor(private readonly tx: Tx) {}

  async insert(values: Omit<MediaEntity, 'id' | 'createdAt'>): Promise<string> {
    const result = await this.tx.tx.getRepository(MediaEntity).insert(values);
    return result.identifiers[0].id as string;
  }

  findById(id: string): Promise<MediaEntity | null> {
    return this.tx.tx.getRepository(MediaEntity).findOneBy({ id });
  }

  async count(): Promise<number> {
    return this.tx.tx.getRepository(MediaEntity).count();
  }
}
