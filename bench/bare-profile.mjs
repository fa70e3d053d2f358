// The profile read's bare baseline: Fastify + plain `pg`, no Nest, no TypeORM. Per request it
// verifies the same JWT, makes the game's account check (`userOf`: in process, read once a minute)
// and runs the same two statements as named prepared statements: the character with its balances
// and account, then its equipped gear (GearRepository.equippedItems).
import { bareServerKit } from './bare.mjs';

const PROFILE_SQL = `SELECT c.*, u.username, u.display_name, u.avatar_url, u.gender, u.country_code,
    (SELECT balance FROM wallet_accounts w WHERE w.kind = 'cash' AND w.currency = 'money' AND w.owner_id = c.id) AS money,
    (SELECT balance FROM wallet_accounts w WHERE w.kind = 'cash' AND w.currency = 'blackcoins' AND w.owner_id = c.id) AS blackcoins,
    (SELECT balance FROM wallet_accounts w WHERE w.kind = 'bank' AND w.currency = 'money' AND w.owner_id = c.id) AS bank_balance
  FROM characters c INNER JOIN users u ON u.id = c.user_id WHERE c.user_id = $1`;

const PROFILE_GEAR_SQL = `SELECT e.character_id, CASE WHEN w.id IS NULL THEN 'armor' ELSE 'weapon' END AS kind,
         coalesce(w.damage, 0) AS damage, coalesce(w.energy_bonus, 0) AS energy_bonus,
         coalesce(a.def, 0) AS def, coalesce(a.hp_bonus, 0) AS hp_bonus,
         0 AS defense_bonus, 0 AS attack_bonus, 0 AS power_bonus
    FROM character_equipment e
    LEFT JOIN weapons w ON w.id = e.weapon_id
    LEFT JOIN armors a ON a.id = e.armor_id
   WHERE e.character_id = ANY($1)
  UNION ALL
  SELECT o.character_id, o.kind, 0, 0, 0, coalesce(hs.hp_bonus, 0),
         coalesce(hs.defense_bonus, r.defense_bonus, 0), coalesce(r.attack_bonus, 0), coalesce(p.power_bonus, 0)
    FROM owned_properties o
    LEFT JOIN houses hs ON o.kind = 'house' AND hs.id = o.item_id
    LEFT JOIN rides r ON o.kind = 'ride' AND r.id = o.item_id
    LEFT JOIN pets p ON o.kind = 'pet' AND p.id = o.item_id
   WHERE o.is_equipped AND o.character_id = ANY($1)`;

/** Starts the bare profile server on `port`. */
export async function bareProfileServer(databaseUrl, port) {
  const { app, pool, query, userOf, listen } = bareServerKit(databaseUrl);
  app.get('/api/character/profile', async (request, reply) => {
    const userId = await userOf(request);
    if (!userId) return reply.code(401).send({ error: 'unauthorized' });
    const [row] = (await query(pool, PROFILE_SQL, [userId])).rows;
    const gear = (await query(pool, PROFILE_GEAR_SQL, [[row.id]])).rows;
    return { ...row, gear };
  });
  return listen(port);
}
