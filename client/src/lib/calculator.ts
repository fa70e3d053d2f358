/**
 * The level and fame calculator's formulas (spec 001 sections 2.2 and 9). The server's pure rules are
 * the single implementation; the client imports them rather than keeping a second copy.
 */
export { baseStats, damageRange, expForNextLevel, fame } from '../../../server/src/game/stats.rules';
