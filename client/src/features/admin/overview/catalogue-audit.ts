import type { AdminTab } from '../admin-tabs';

/**
 * Which admin section an audited route belongs to: the first fragment its path contains (the
 * rankings before the tasks they live under). A route of no section (none today) shows its path only.
 */
const SECTION_OF_ROUTE: readonly (readonly [string, AdminTab])[] = [
  ['weapon', 'weapons'],
  ['armor', 'armors'],
  ['/special-items', 'special-items'],
  ['/admin/houses', 'houses'],
  ['/admin/rides', 'rides'],
  ['/admin/pets', 'pets'],
  ['/crimes', 'crimes'],
  ['/jobs', 'jobs'],
  ['/ministry-missions', 'ministry-missions'],
  ['/blackcoin-packages', 'blackcoin-packages'],
  ['/money-packages', 'money-packages'],
  ['/vip-packages', 'vip-packages'],
  ['/suggestions', 'suggestions'],
  ['/reports', 'reported-messages'],
  ['/filtered-words', 'blocked-messages'],
  ['/blocked-messages', 'blocked-messages'],
  ['/tasks/rankings', 'rankings'],
  ['/tasks', 'tasks'],
  ['/game-news', 'game-news'],
  ['/login-gift', 'login-gift'],
];

/** What a catalogue audit entry did, read from its action `METHOD /route/:pattern`. */
export type AuditVerb = 'create' | 'update' | 'delete' | 'upload';

/** An audit action (`PUT /api/admin/houses/:id`) as the log shows it: the verb and the section. */
export function describeAuditAction(action: string): { verb: AuditVerb; section: AdminTab | null } {
  const [method = '', route = ''] = action.split(' ');
  const verb: AuditVerb = route.includes('upload')
    ? 'upload'
    : method === 'DELETE'
      ? 'delete'
      : method === 'POST'
        ? 'create'
        : 'update';
  const section = SECTION_OF_ROUTE.find(([fragment]) => route.includes(fragment))?.[1] ?? null;
  return { verb, section };
}
