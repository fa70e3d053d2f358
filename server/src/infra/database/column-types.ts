import { ValueTransformer } from 'typeorm';

/**
 * PostgreSQL bigint arrives as a string; balances and experience stay far below 2^53,
 * so they are plain numbers in the code.
 */
export const bigintToNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
