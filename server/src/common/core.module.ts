import { Global, Module } from '@nestjs/common';
import { DEFAULT_GAME_CONSTANTS } from '../game/constants';
import { Clock } from './clock';
import { RandomSource } from './random';

/** Injection token of the game constants; tests provide shortened durations through it. */
export const GAME_CONSTANTS = Symbol('GAME_CONSTANTS');

/** Process-wide services every module may inject: the clock, the random source and the game constants (the domain event bus is `infra/events`). */
@Global()
@Module({
  providers: [Clock, RandomSource, { provide: GAME_CONSTANTS, useValue: DEFAULT_GAME_CONSTANTS }],
  exports: [Clock, RandomSource, GAME_CONSTANTS],
})
export class CoreModule {}
