/**
 * Refunds and disputes of blackcoin purchases (issue 30, part 1): how many of a purchase's
 * blackcoins the game takes back, and what one webhook event changes. Pure: the service reads the
 * purchase, asks these rules, and moves the blackcoins through the wallet.
 *
 * The rules are order-independent on purpose: Stripe may deliver events late, twice or out of order
 * (a dispute's `closed` before its `created`). Refunds are read as the charge's cumulative
 * `amount_refunded`, so only the largest one seen counts; a dispute's final status (won, lost) is
 * never overwritten by an earlier, open one. The blackcoins to take back are then recomputed from
 * those facts each time and compared with what was already taken back or recorded as owed.
 */

/** A dispute's status as the game keeps it. */
export type DisputeStatus = 'open' | 'won' | 'lost';

/** A purchase's state on the purchases page. */
export type PurchaseState = 'pending' | 'paid' | 'refunded' | 'disputed' | 'won' | 'lost';

/** The facts about one paid purchase that decide how many blackcoins it keeps. */
export interface ReversalFacts {
  /** Blackcoins credited for it (package amount + bonus), > 0. */
  blackcoins: number;
  /** What the player paid, in the currency's smallest unit (cents). */
  amountCents: number;
  /** Refunded so far (cumulative), same unit. */
  refundedCents: number;
  /** The dispute's status, or null when there is none. */
  disputeStatus: DisputeStatus | null;
  /** The disputed amount, same unit (0 without a dispute). */
  disputedCents: number;
}

/**
 * Maps Stripe's dispute status to the game's: `won` and `warning_closed` (an inquiry that closed
 * without a chargeback) give the blackcoins back; `lost` keeps them taken; every other status
 * (`warning_needs_response`, `needs_response`, `under_review`, ...) is an open dispute.
 */
export function disputeStatusOf(stripeStatus: string): DisputeStatus {
  if (stripeStatus === 'won' || stripeStatus === 'warning_closed') return 'won';
  if (stripeStatus === 'lost') return 'lost';
  return 'open';
}

/**
 * The dispute status after an event: a final status (won, lost) stays, whatever arrives later;
 * otherwise the event's status.
 */
export function nextDisputeStatus(current: DisputeStatus | null, incoming: DisputeStatus): DisputeStatus {
  return current === 'won' || current === 'lost' ? current : incoming;
}

/** The share of `blackcoins` that `cents` of `amountCents` paid for, rounded up, at most all of them. */
function shareOf(blackcoins: number, cents: number, amountCents: number): number {
  if (cents <= 0) return 0;
  if (amountCents <= 0 || cents >= amountCents) return blackcoins;
  return Math.min(blackcoins, Math.ceil((blackcoins * cents) / amountCents));
}

/**
 * How many of the purchase's blackcoins the game takes back: the refunded share, plus the disputed
 * share while the dispute is open or lost, at most all of them. A won dispute takes nothing.
 */
export function blackcoinsToTakeBack(facts: ReversalFacts): number {
  const refunded = shareOf(facts.blackcoins, facts.refundedCents, facts.amountCents);
  const disputed =
    facts.disputeStatus === 'open' || facts.disputeStatus === 'lost'
      ? shareOf(facts.blackcoins, facts.disputedCents, facts.amountCents)
      : 0;
  return Math.min(facts.blackcoins, refunded + disputed);
}

/** What one reconciliation does, in blackcoins (all >= 0). */
export interface ReversalPlan {
  /** Taken from the player's cash now (to the sink). */
  take: number;
  /** Added to what the player owes (the part already spent). */
  owe: number;
  /** Struck from what the player owes (a won dispute). */
  forgive: number;
  /** Given back to the player's cash now (from the mint; a won dispute of blackcoins taken). */
  giveBack: number;
}

/**
 * Brings a purchase to `target` blackcoins taken back: takes what the player holds now and records
 * the rest as owed; when less is due than was claimed, forgives what is owed first and gives back
 * the rest.
 * @param target `blackcoinsToTakeBack` of the purchase's facts
 * @param takenBack blackcoins taken back so far; @param owed still owed; @param balance the player's
 *   blackcoins now. All whole numbers >= 0.
 */
export function planReversal(target: number, takenBack: number, owed: number, balance: number): ReversalPlan {
  const delta = target - (takenBack + owed);
  if (delta > 0) {
    const take = Math.min(delta, Math.max(0, balance));
    return { take, owe: delta - take, forgive: 0, giveBack: 0 };
  }
  if (delta < 0) {
    const forgive = Math.min(-delta, owed);
    return { take: 0, owe: 0, forgive, giveBack: Math.min(-delta - forgive, takenBack) };
  }
  return { take: 0, owe: 0, forgive: 0, giveBack: 0 };
}

/**
 * The state a purchase shows: pending until paid; then the dispute's (disputed, won, lost) when
 * there is one, refunded when anything was refunded, paid otherwise.
 */
export function purchaseState(
  paid: boolean,
  refundedCents: number,
  disputeStatus: DisputeStatus | null,
): PurchaseState {
  if (!paid) return 'pending';
  if (disputeStatus === 'open') return 'disputed';
  if (disputeStatus) return disputeStatus;
  return refundedCents > 0 ? 'refunded' : 'paid';
}
