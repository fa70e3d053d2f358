/**
 * Every BullMQ queue, its job names and payloads (DESIGN.md section 4). Job ids are deterministic,
 * so enqueuing the same transition twice keeps one job.
 */
export const QueueName = {
  CONFINEMENT: 'confinement',
  TRAINING: 'training',
  PAYROLL: 'payroll',
  BLOOD_CONTRACTS: 'blood-contracts',
  LEADERBOARD: 'leaderboard',
  BLACK_MARKET: 'black-market',
  ACCOUNT_DELETION: 'account-deletion',
  DATA_EXPORT: 'data-export',
  PUSH: 'push',
} as const;

export type ConfinementKind = 'hospital' | 'jail';

/** Release one character from hospital or jail if `until` is still its current stay's end. */
export interface ConfinementReleaseJob {
  characterId: number;
  kind: ConfinementKind;
  /** ISO time the stay ends. */
  until: string;
}

export const confinementReleaseJobId = (job: ConfinementReleaseJob) =>
  `${job.kind}-release-${job.characterId}-${new Date(job.until).getTime()}`;

/** Complete one gym training if it is due and not completed yet (DESIGN.md section 6, Gym). */
export interface TrainingCompleteJob {
  trainingId: number;
}

export const trainingCompleteJobId = (trainingId: number) => `training-complete-${trainingId}`;

/** Pay every employed character for one game calendar day (DESIGN.md section 6, Jobs). */
export interface PayrollJob {
  /** `YYYY-MM-DD` in the game's time zone. */
  date: string;
}

/** One job per day, whichever replica's schedule enqueues it. */
export const payrollJobId = (date: string) => `payroll-${date}`;

/** Rebuild the five leaderboards for one 5-minute period (DESIGN.md section 6, Leaderboard). */
export interface LeaderboardRebuildJob {
  /** ISO time the period starts. */
  periodStart: string;
}

/**
 * One rebuild per period, whichever replica's schedule enqueues it. The period start is written in
 * ISO 8601 basic format (`20261121T123500Z`) because BullMQ job ids may not contain ':'.
 */
export const leaderboardJobId = (periodStart: Date) =>
  `leaderboard-${periodStart
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')}`;

/** Expire one blood contract if it is still open and due, refunding its reward (DESIGN.md section 6, Blood contracts). */
export interface ContractExpiryJob {
  contractId: number;
}

export const contractExpiryJobId = (contractId: number) => `contract-expiry-${contractId}`;

/** Expire one black-market listing if it is still active and due, returning its units (DESIGN.md section 6, Black market). */
export interface ListingExpiryJob {
  listingId: number;
}

export const listingExpiryJobId = (listingId: number) => `listing-expiry-${listingId}`;

/** Erase one closed account if its deletion is still pending and due (issue 26 part 4). */
export interface AccountErasureJob {
  userId: string;
}

export const accountErasureJobId = (userId: string) => `account-erasure-${userId}`;

/** Build one requested copy of a player's data (issue 26 part 5). */
export interface DataExportJob {
  exportId: number;
}

export const dataExportJobId = (exportId: number) => `data-export-${exportId}`;
/**
 * One web push to one player (issue 26, part 2), sent to each of their devices if, when it runs, they
 * want that kind and hold no socket. `done` lists the subscriptions an earlier attempt reached, so a
 * retry sends only to the others.
 */
export interface PushJob {
  userId: string;
  /** A `PushKind` of `game/push.rules.ts`. */
  kind: string;
  /** The Arabic sentence, as the in-game notification writes it. */
  text: string;
  /** The same-origin path the push opens (`/dashboard/messages?with=<id>`). */
  url: string;
  /** Subscription ids already reached by an earlier attempt of this job. */
  done?: number[];
}

/**
 * One job per event, player and kind, whichever node enqueues it and however often: `ref` names the
 * event (a notification id, a training id, a release time, a game date). No ':' (BullMQ refuses it).
 */
export const pushJobId = (kind: string, ref: string | number, userId: string) =>
  `push-${kind}-${String(ref).replace(/:/g, '_')}-${userId}`;
