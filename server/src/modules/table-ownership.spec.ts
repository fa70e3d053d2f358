import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * No repository writes another module's table (issue 28, item 6; DESIGN.md section 4): every table
 * has one owning module, and only that module's files insert, update or delete its rows (raw SQL,
 * or a TypeORM repository of its entity). A module that needs another's row changed calls the owner.
 * The exceptions are the one-statement writes that span tables (DESIGN.md section 11, performance
 * exceptions measured in the bench): they live in the module that owns the main row, named below.
 */

const MODULES = __dirname;
const MIGRATIONS = join(__dirname, '..', 'infra', 'database', 'migrations');

/** Table → owning module (`modules/<feature>`). A new table must be given its owner here. */
const OWNER: Record<string, string> = {
  admin_audit_log: 'admin',
  armors: 'gear',
  auth_tokens: 'auth',
  black_market_listings: 'black-market',
  blackcoin_packages: 'packages',
  blocked_messages: 'moderation',
  blood_contracts: 'blood-contracts',
  character_equipment: 'gear',
  character_jobs: 'jobs',
  characters: 'character',
  crime_cooldowns: 'crimes',
  crimes: 'crimes',
  fights: 'fight',
  filtered_words: 'moderation',
  flagged_transfers: 'transfers',
  friendships: 'friends',
  game_news: 'game-news',
  gang_join_requests: 'gangs',
  gang_members: 'gangs',
  gang_treasury_holds: 'gangs',
  gangs: 'gangs',
  global_chat_reports: 'chat',
  global_messages: 'chat',
  houses: 'gear',
  infobox_status: 'infobox',
  inventory_stacks: 'gear',
  jobs: 'jobs',
  linked_account_exemptions: 'linked-accounts',
  ledger_entries: 'wallet',
  login_gift_claims: 'login-gift',
  login_gift_days: 'login-gift',
  media: 'media',
  message_reports: 'messages',
  ministry_mission_plays: 'ministry-missions',
  ministry_missions: 'ministry-missions',
  money_packages: 'packages',
  notifications: 'notifications',
  owned_properties: 'gear',
  payroll_payments: 'jobs',
  pets: 'gear',
  player_seeds: 'fairness',
  private_messages: 'messages',
  progress_points: 'tasks',
  push_preferences: 'web-push',
  push_subscriptions: 'web-push',
  rankings: 'tasks',
  ratings: 'players',
  refresh_sessions: 'auth',
  rides: 'gear',
  roll_proofs: 'fairness',
  settings: 'settings',
  special_items: 'special-items',
  stripe_purchases: 'packages',
  stripe_webhook_events: 'packages',
  suggestions: 'suggestions',
  task_claims: 'tasks',
  tasks: 'tasks',
  trainings: 'gym',
  transfers: 'transfers',
  user_activity_days: 'auth',
  user_devices: 'auth',
  user_ips: 'auth',
  users: 'auth',
  data_exports: 'account-rights',
  vip_packages: 'packages',
  wallet_accounts: 'wallet',
  weapons: 'gear',
};

/**
 * The one-statement writes that span tables (DESIGN.md section 11): file → the other modules' tables
 * its statement writes, and why it is one statement.
 */
const SPANNING: Record<string, { tables: string[]; why: string }> = {
  'fight/fight.repository.ts': {
    tables: ['characters', 'notifications'],
    why: 'RECORD_FIGHT: both fighters, the fight row and the notification in one statement (the fight bench)',
  },
  'crimes/crimes.repository.ts': {
    tables: ['characters'],
    why: 'RECORD_CRIME: the cooldown and the character in one statement (the crimes bench)',
  },
};

/** Entity class → table, from every `@Entity('<table>') ... class <Name>` of the modules. */
function entityTables(files: string[]): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of files)
    for (const match of readFileSync(file, 'utf8').matchAll(/@Entity\('([a-z_]+)'\)[\s\S]*?class (\w+)/g))
      tables.set(match[2], match[1]);
  return tables;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The tables a file writes: raw SQL (INSERT INTO, UPDATE ... SET, DELETE FROM) and entity repository writes. */
export function writtenTables(text: string, entities: Map<string, string>): Set<string> {
  const written = new Set<string>();
  for (const match of text.matchAll(/\b(?:INSERT\s+INTO|DELETE\s+FROM)\s+"?([a-z_]+)"?/g))
    written.add(match[1]);
  for (const match of text.matchAll(/\bUPDATE\s+"?([a-z_]+)"?(?:\s+(?:AS\s+)?[a-z]\w*)?\s+SET\b/g))
    written.add(match[1]);
  const repositoryWrite =
    /getRepository\((\w+)\)\s*\.\s*(?:insert|update|save|delete|upsert|increment|decrement|remove|softDelete)\b/g;
  for (const match of text.matchAll(repositoryWrite)) {
    const table = entities.get(match[1]);
    if (table) written.add(table);
  }
  return written;
}

describe('table ownership', () => {
  const files = sourceFiles(MODULES);
  const entities = entityTables(files);

  it('knows the owner of every table the migrations create', () => {
    const created = new Set<string>();
    for (const file of readdirSync(MIGRATIONS))
      for (const match of readFileSync(join(MIGRATIONS, file), 'utf8').matchAll(
        /CREATE TABLE (?:IF NOT EXISTS )?"?([a-z_]+)/g,
      ))
        created.add(match[1]);
    expect(created.size).toBeGreaterThan(50);
    expect([...created].filter((table) => !(table in OWNER))).toEqual([]);
    for (const [entity, table] of entities) expect([entity, table in OWNER]).toEqual([entity, true]);
  });

  it("writes a table only from its owning module's files (or a named spanning statement)", () => {
    const foreign: string[] = [];
    for (const file of files) {
      const path = relative(MODULES, file);
      const module = path.split('/')[0];
      const allowed = SPANNING[path]?.tables ?? [];
      for (const table of writtenTables(readFileSync(file, 'utf8'), entities)) {
        const owner = OWNER[table];
        if (owner && owner !== module && !allowed.includes(table))
          foreign.push(`${path} writes ${table} (${owner})`);
      }
    }
    expect(foreign).toEqual([]);
  });

  it('recognises each kind of write', () => {
    const tables = new Map([['UserEntity', 'users']]);
    expect([...writtenTables(`INSERT INTO notifications (a) VALUES (1)`, tables)]).toEqual(['notifications']);
    expect([...writtenTables(`UPDATE users SET is_banned = true`, tables)]).toEqual(['users']);
    expect([...writtenTables(`UPDATE characters c SET hp = 1`, tables)]).toEqual(['characters']);
    expect([...writtenTables(`DELETE FROM gang_members WHERE`, tables)]).toEqual(['gang_members']);
    expect([...writtenTables(`this.tx.tx.getRepository(UserEntity).update({ id }, {})`, tables)]).toEqual([
      'users',
    ]);
    expect([
      ...writtenTables(`SELECT 1 FROM users; getRepository(UserEntity).findOneBy({})`, tables),
    ]).toEqual([]);
  });
});
