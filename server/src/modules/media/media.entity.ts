import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An uploaded image, re-encoded, stored in PostgreSQL so every replica serves it (DESIGN.md section 4). */
@Entity('media')
export class MediaEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'content_type', type: 'text' })
  contentType: string;

  @Column({ type: 'bytea' })
  bytes: Buffer;

  /** Size in bytes of the stored (re-encoded) image. */
  @Column({ type: 'int' })
  size: number;

  /** SHA-256 of the stored bytes, the ETag. */
  @Column({ type: 'text' })
  sha256: string;

  @Column({ type: 'int' })
  width: number;

  @Column({ type: 'int' })
  height: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
