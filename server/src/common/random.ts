import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';

/** Largest range `crypto.randomInt` accepts (max − min must stay below 2^48). */
const RANGE = 2 ** 48 - 1;

/** The one source of chance (crimes, fights): uniform draws in [0, 1) from the OS CSPRNG. Tests may replace `next`. */
@Injectable()
export class RandomSource {
  next(): number {
    return randomInt(0, RANGE) / RANGE;
  }
}
