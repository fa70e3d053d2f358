// Shop purchases per second on one node (issue 11): 5,000 characters with money, each request buys
// one unit of a money weapon for a rotating player through `POST /api/shop/buy` (wallet debit to the
// sink, stack upsert, inventory answer, `inventory:update` + `hud:update` published). After the run
// the economy audit (`GET /api/admin/economy/audit`) must be ok and the units held must equal the
// purchases answered 200.
import { analyze, call, fmt, freshDatabase, JWT_SECRET, require, sql, startServer } from './lib.mjs';

const autocannon = require('autocannon');
const jwt = require('jsonwebtoken');

const CHARACTERS = 5_000;
const START_MONEY = 1_000_000;
const PRICE = 100;
const CONNECTIONS = 25;

/** Characters with money minted the way the wallet would (balance = ledger from the start). */
async function seed(database) {
  const rows = await sql(
    database,
    `WITH u AS (
       INSERT INTO users (display_name, username, account_setup_completed)
       SELECT 'bench', 'bs' || g, true FROM generate_series(1, ${CHARACTERS}) g RETURNING id
     )
     INSERT INTO characters (user_id, level, hp, energy) SELECT id, 10, 1900, 100 FROM u RETURNING id, user_id`,
  );
  await sql(
    database,
    `INSERT INTO wallet_accounts (kind, owner_id, currency, balance) SELECT 'cash', id, 'money', ${START_MONEY} FROM characters`,
  );
  await sql(
    database,
    `WITH t AS (SELECT a.id, nextval('ledger_transfer_id_seq') AS transfer_id FROM wallet_accounts a WHERE a.kind = 'cash')
     INSERT INTO ledger_entries (transfer_id, account_id, system_account, currency, delta, balance_after, reason)
     SELECT transfer_id, id, NULL, 'money', ${START_MONEY}, ${START_MONEY}, 'bench_seed' FROM t
     UNION ALL SELECT transfer_id, NULL, 'mint:bench_seed', 'money', -${START_MONEY}, NULL, 'bench_seed' FROM t`,
  );
  await analyze(database);
  return rows.map((row) =>
    jwt.sign({ sub: row.user_id }, JWT_SECRET, { algorithm: 'HS256', expiresIn: 3600 }),
  );
}

function buy(url, tokens, itemId, seconds) {
  let n = 0;
  const body = JSON.stringify({ type: 'weapon', itemId, quantity: 1 });
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              method: 'POST',
              path: '/api/shop/buy',
              body,
              headers: {
                ...req.headers,
                'content-type': 'application/json',
                authorization: `Bearer ${tokens[n++ % tokens.length]}`,
              },
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

/** Purchases paid (ledger entries `shop_purchase` on cash accounts), once the count stops moving. */
async function settledPurchases(database) {
  let last = -1;
  for (;;) {
    const [row] = await sql(
      database,
      `SELECT count(*)::int AS n FROM ledger_entries WHERE reason = 'shop_purchase' AND account_id IS NOT NULL`,
    );
    if (row.n === last) return row.n;
    last = row.n;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** One node: purchases per second, p99, and the audit after the run. */
export async function benchShop({ seconds = 10 } = {}) {
  const database = 'darkcity_bench_shop';
  await freshDatabase(database);
  const server = await startServer({ port: 3330, database, prefix: `bench:${Date.now()}:` });
  try {
    const tokens = await seed(database);
    const login = await call(server.url, 'POST', '/api/auth/login', {
      body: { email: 'admin@bench.test', password: 'bench-admin-password' },
    });
    const admin = login.accessToken;
    const weapon = await call(server.url, 'POST', '/api/shop/admin/weapons', {
      token: admin,
      body: { name: 'سلاح القياس', damage: 5, price: PRICE },
    });
    const result = await buy(server.url, tokens, weapon.id, seconds);
    // Requests still in flight when autocannon stopped counting finish first; then the books are read.
    const purchases = await settledPurchases(database);
    const audit = await call(server.url, 'GET', '/api/admin/economy/audit', { token: admin });
    const [held] = await sql(
      database,
      `SELECT coalesce(sum(quantity), 0)::int AS units FROM inventory_stacks`,
    );
    const unitsMatch = held.units === purchases;
    process.stderr.write(`shop economy audit after the run: ${JSON.stringify(audit)}\n`);
    return [
      [
        `shop purchases, 1 node, ${CONNECTIONS} connections, ${fmt(CHARACTERS)} players`,
        `${fmt(result['2xx'] / seconds)} purchases/s`,
        `p99 ${fmt(result.latency.p99)} ms`,
        `${fmt(result['2xx'])} answered 200 in the window, ${fmt(result.non2xx)} refused, ${fmt(purchases)} paid in all; units held = purchases paid: ${unitsMatch ? 'yes' : `NO (${held.units})`}; economy audit ok: ${audit.ok === true ? 'yes' : 'NO'}`,
      ],
    ];
  } finally {
    await server.stop();
  }
}
