import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS } from './data-source';

/** The timestamp a migration class or file name ends or starts with (13 digits). */
const timestampOf = (name: string) => Number(/(\d{13})/.exec(name)?.[1] ?? NaN);

describe('MIGRATIONS', () => {
  it('lists the migrations in timestamp order', () => {
    const timestamps = MIGRATIONS.map((migration) => timestampOf(migration.name));
    expect(timestamps.every(Number.isFinite)).toBe(true);
    expect(timestamps).toEqual([...timestamps].sort((a, b) => a - b));
  });

  it('lists every migration file of migrations/, once', () => {
    const files = readdirSync(join(__dirname, 'migrations'))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
      .map(timestampOf)
      .sort((a, b) => a - b);
    expect(MIGRATIONS.map((migration) => timestampOf(migration.name))).toEqual(files);
  });
});
