// The fight's bare baseline: Fastify + plain `pg`, no Nest, no TypeORM, no Redis. Per request it
// verifies the same JWT, makes the game's account check (`userOf`: a read for an attacker not seen
// in the last minute, as every attacker of this bench is), reads both sides and their gear with the
// game's statements, plays the same rules (`server/dist/game/fight.rules.js`), then runs the game's
// transaction verbatim: BEGIN, the lock in id order (characters, then their cash accounts), the
// one statement for characters + fight + notification, the one wallet statement, COMMIT. What it leaves out is the game's framework: guards, rate limit, pushes.
// Like the game's hot paths, every parameterised statement is a named prepared statement.
import { randomUUID } from 'node:crypto';
import { bareServerKit, dist, fairDraws, GEAR_SQL } from './bare.mjs';

/** Starts the bare fight server on `port`; `statements()` counts what it sent. */
export async function bareFightServer(databaseUrl, port) {
  const { resolveFight } = dist('game/fight.rules.js');
  const { effectiveStats } = dist('game/stats.rules.js');
  const { DEFAULT_GAME_CONSTANTS } = dist('game/constants.js');
  const { RECORD_FIGHT_SQL } = dist('modules/fight/fight.repository.js');
  const { APPLY_LEGS_SQL } = dist('modules/wallet/wallet.repository.js');
  const { PLAIN_COLUMNS, LOCK_PLAIN_WITH_CASH } = dist('modules/character/character.repository.js');
  const { combatOutcomeOf } = dist('game/fairness.rules.js');
  const { app, pool, query, inTransaction, userOf, listen } = bareServerKit(databaseUrl);
  const fair = fairDraws(pool, query);
  app.post('/api/fight/:defender', async (request, reply) => {
    const userId = await userOf(request);
    if (!userId) return reply.code(401).send({ error: 'unauthorized' });
    const now = new Date();
    const [{ rows }, ticket] = await Promise.all([
      query(
        pool,
        `SELECT ${PLAIN_COLUMNS}, COALESCE(u.username, u.display_name) AS name
         FROM characters c JOIN users u ON u.id = c.user_id WHERE c.user_id = ANY($1::uuid[])`,
        [[userId, request.params.defender]],
      ),
      fair.ticket(userId),
    ]);
    const a = rows.find((row) => row.user_id === userId);
    const d = rows.find((row) => row.user_id === request.params.defender);
    if (!a || !d) return reply.code(404).send({ error: 'not found' });
    await query(pool, GEAR_SQL, [[a.id, d.id]]);
    const fighter = (row) => {
      const stats = effectiveStats(row.level, {
        trainedStrength: row.trained_strength,
        trainedDefense: row.trained_defense,
      });
      return {
        id: row.user_id,
        name: row.name,
        level: row.level,
        hp: row.hp,
        maxHp: stats.maxHp,
        fame: stats.fame,
        defense: stats.defense,
        isVip: false,
        money: Number(row.money),
      };
    };
    // The attacker's seeded stream, as the game draws (issue 29).
    const stream = fair.stream(ticket);
    const attacker = fighter(a);
    const defender = fighter(d);
    const outcome = resolveFight(attacker, defender, stream.draw, DEFAULT_GAME_CONSTANTS);
    const fightId = randomUUID();
    await inTransaction(async (client) => {
      await query(client, LOCK_PLAIN_WITH_CASH.text, [[a.id, d.id]]);
      const noBonuses = {
        trainedStrength: 0,
        trainedDefense: 0,
        strengthBonus: 0,
        defenseBonus: 0,
        hpBonus: 0,
        energyBonus: 0,
      };
      await fair.record(client, userId, ticket, {
        reference: `fight:${fightId}`,
        otherUserId: d.user_id,
        draws: stream.count(),
        inputs: {
          kind: 'fight',
          attacker: { ...attacker, bonuses: noBonuses },
          defender: { ...defender, bonuses: noBonuses },
          constants: {
            vipFactor: 1.5,
            fightHospitalMinutes: 20,
            contractHospitalMinutes: 30,
            contractJailMinutes: 30,
          },
        },
        outcome: combatOutcomeOf(outcome),
      });
      const side = (row, hp, won, xp) => ({
        id: row.id,
        hp,
        energy: row.energy - (row === a ? 10 : 0),
        level: row.level,
        exp: Number(row.exp) + xp,
        won,
      });
      const sides = [
        side(a, outcome.attackerFinalHp, outcome.isAttackerWinner, outcome.attackerXpGain),
        side(d, outcome.defenderFinalHp, !outcome.isAttackerWinner, outcome.defenderXpGain),
      ];
      const until = new Date(now.getTime() + outcome.hospital.minutes * 60_000);
      await query(client, RECORD_FIGHT_SQL, [
        sides.map((s) => s.id),
        sides.map((s) => s.hp),
        sides.map(() => now),
        sides.map((s) => s.energy),
        sides.map(() => now),
        sides.map((s) => s.level),
        sides.map((s) => s.exp),
        sides.map((s) => (s.won ? 1 : 0)),
        sides.map((s) => (s.won ? 0 : 1)),
        [outcome.hospital.attacker ? until : null, outcome.hospital.defender ? until : null],
        fightId,
        a.id,
        d.id,
        outcome.isAttackerWinner ? a.id : d.id,
        JSON.stringify(outcome),
        now,
        d.user_id,
        'attacked',
        `هاجمك ${a.name}`,
        JSON.stringify({ fightId }),
      ]);
      const moved = outcome.amountStolen - outcome.attackerMoneyLost;
      if (moved !== 0) {
        const [from, to] = moved > 0 ? [d.id, a.id] : [a.id, d.id];
        const legs = [
          { held: { kind: 'cash', ownerId: to }, delta: Math.abs(moved) },
          { held: { kind: 'cash', ownerId: from }, delta: -Math.abs(moved) },
        ].sort((x, y) => x.held.ownerId - y.held.ownerId);
        const changed = await query(client, APPLY_LEGS_SQL, [
          legs.map((_, i) => i),
          legs.map(() => 0),
          legs.map((leg) => leg.held.kind),
          legs.map((leg) => leg.held.ownerId),
          legs.map(() => 'money'),
          legs.map((leg) => leg.delta),
          legs.map(() => null),
          1,
          outcome.isAttackerWinner ? 'fight_loot' : 'fight_penalty',
          `fight:${fightId}`,
          null,
          null,
        ]);
        if (changed.rows.length !== 2) throw new Error('insufficient money');
      }
    });
    return { fightId, ...outcome };
  });
  return listen(port);
}
