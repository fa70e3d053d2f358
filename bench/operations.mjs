// Statements per operation (issue 28, item 5; DESIGN.md section 8): a black-market purchase, a gang
// transfer (treasury to a member) and a fight, each played OPERATIONS times one after the other on
// one node. For each: the statements its request's transaction sent (`db_transaction_statements_total`,
// BEGIN and COMMIT included) and everything the node sent while the request ran (`db_statements_total`:
// also the reads before the transaction, the answer and the pushes after the commit). The economy
// audit must be ok afterwards.
import { call, economyAudit, fmt, freshDatabase, sql, startServer } from './lib.mjs';
import { seedFighters } from './fights.mjs';

const OPERATIONS = 20;
const PRICE = 1_000;

/** Both counters of a node, read from its /metrics. */
async function counters(server) {
  const text = await (await fetch(server.metricsUrl)).text();
  const read = (name) =>
    Number(
      text
        .split('\n')
        .find((line) => line.startsWith(`${name} `))
        ?.split(' ')[1],
    );
  return { transaction: read('db_transaction_statements_total'), all: read('db_statements_total') };
}

/** Plays `operation(i)` OPERATIONS times, one at a time. @returns both counts per operation. */
async function measure(server, operation) {
  let transaction = 0;
  let all = 0;
  for (let i = 0; i < OPERATIONS; i++) {
    const before = await counters(server);
    await operation(i);
    const after = await counters(server);
    transaction += after.transaction - before.transaction;
    all += after.all - before.all;
  }
  return { transaction: transaction / OPERATIONS, all: all / OPERATIONS };
}

/** Mints `amount` money into a player's cash the way the wallet would (balance = ledger). */
async function mint(database, userId, amount) {
  await sql(
    database,
    `WITH a AS (
       UPDATE wallet_accounts SET balance = balance + $2
        WHERE kind = 'cash' AND currency = 'money' AND owner_id = (SELECT id FROM characters WHERE user_id = $1)
       RETURNING id, balance
     ), t AS (SELECT nextval('ledger_transfer_id_seq') AS id)
     INSERT INTO ledger_entries (transfer_id, account_id, system_account, currency, delta, balance_after, reason)
     SELECT t.id, a.id, NULL, 'money', $2, a.balance, 'bench_seed' FROM a, t
     UNION ALL SELECT t.id, NULL, 'mint:bench_seed', 'money', -$2, NULL, 'bench_seed' FROM t`,
    [userId, amount],
  );
}

const row = (name, counts, audit) => [
  `statements per ${name}, 1 node, ${OPERATIONS} one at a time`,
  `${fmt(counts.transaction, 1)} in the transaction`,
  '',
  `${fmt(counts.all, 1)} sent in all while the request ran (reads before the transaction, the answer, the pushes after the commit); ${audit}`,
];

/** One node: the three operations' statement counts. */
export async function benchOperations() {
  const database = 'darkcity_bench_operations';
  await freshDatabase(database);
  const server = await startServer({ port: 3440, database, prefix: `bench:${Date.now()}:` });
  try {
    // Level-10 characters with 10,000 money each: fighters, then market and gang players.
    const players = await seedFighters(database, OPERATIONS * 6 + 2);
    await sql(database, `UPDATE characters SET level = 25`);
    const token = (player) => player.token;
    const admin = (
      await call(server.url, 'POST', '/api/auth/login', {
        body: { email: 'admin@bench.test', password: 'bench-admin-password' },
      })
    ).accessToken;
    const weapon = await call(server.url, 'POST', '/api/shop/admin/weapons', {
      token: admin,
      body: { name: 'سلاح العدّ', damage: 5, price: 100 },
    });
    const sellers = players.slice(0, OPERATIONS);
    const buyers = players.slice(OPERATIONS, OPERATIONS * 2);
    const listings = [];
    for (const seller of sellers) {
      await call(server.url, 'POST', '/api/shop/buy', {
        token: token(seller),
        body: { type: 'weapon', itemId: weapon.id, quantity: 1 },
      });
      const listing = await call(server.url, 'POST', '/api/black-market/listings', {
        token: token(seller),
        body: { itemType: 'weapon', itemId: weapon.id, price: PRICE },
      });
      listings.push(listing.id);
    }
    const purchase = await measure(server, (i) =>
      call(server.url, 'POST', `/api/black-market/listings/${listings[i]}/buy`, { token: token(buyers[i]) }),
    );

    // A gang founded with 50,000 and filled with 5,000 from each member, then paid out to one member.
    const [boss, member] = players.slice(OPERATIONS * 2, OPERATIONS * 2 + 2);
    await mint(database, boss.userId, 50_000);
    await call(server.url, 'POST', '/api/gangs', {
      token: token(boss),
      body: { name: `عد${process.pid % 1000}` },
    });
    await sql(database, `UPDATE characters SET level = 10`);
    const [gang] = await sql(database, `SELECT id FROM gangs LIMIT 1`);
    await sql(database, `INSERT INTO gang_members (gang_id, user_id, role) VALUES ($1, $2, 'AUDW')`, [
      gang.id,
      member.userId,
    ]);
    await call(server.url, 'POST', `/api/gangs/${gang.id}/contribute`, {
      token: token(member),
      body: { amount: 5_000 },
    });
    const transfer = await measure(server, () =>
      call(server.url, 'POST', `/api/gangs/${gang.id}/transfer-money`, {
        token: token(boss),
        body: { memberId: member.userId, amount: 100 },
      }),
    );

    // Fresh pairs of level-10 fighters (a loser goes to hospital).
    const fighters = players.slice(OPERATIONS * 2 + 2);
    const fight = await measure(server, (i) =>
      call(server.url, 'POST', `/api/fight/${fighters[2 * i + 1].userId}`, { token: token(fighters[2 * i]) }),
    );
    const audit = await economyAudit(server.url);
    return [
      row('black-market purchase', purchase, audit),
      row('gang transfer', transfer, audit),
      row('fight', fight, audit),
    ];
  } finally {
    await server.stop();
  }
}
