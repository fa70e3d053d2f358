import {
  blackcoinsToTakeBack,
  disputeStatusOf,
  nextDisputeStatus,
  planReversal,
  purchaseState,
  ReversalFacts,
} from './stripe-reversals.rules';

const paid: ReversalFacts = {
  blackcoins: 660,
  amountCents: 999,
  refundedCents: 0,
  disputeStatus: null,
  disputedCents: 0,
};

describe('refunds and disputes of blackcoin purchases (issue 30)', () => {
  it('takes back nothing from a paid purchase, all of it after a full refund', () => {
    expect(blackcoinsToTakeBack(paid)).toBe(0);
    expect(blackcoinsToTakeBack({ ...paid, refundedCents: 999 })).toBe(660);
  });

  it('takes back the refunded share of a partial refund, rounded up', () => {
    expect(blackcoinsToTakeBack({ ...paid, refundedCents: 500 })).toBe(331);
    expect(blackcoinsToTakeBack({ ...paid, refundedCents: 1 })).toBe(1);
  });

  it('takes back an open or lost dispute, nothing for a won one, never more than credited', () => {
    expect(blackcoinsToTakeBack({ ...paid, disputeStatus: 'open', disputedCents: 999 })).toBe(660);
    expect(blackcoinsToTakeBack({ ...paid, disputeStatus: 'lost', disputedCents: 999 })).toBe(660);
    expect(blackcoinsToTakeBack({ ...paid, disputeStatus: 'won', disputedCents: 999 })).toBe(0);
    expect(
      blackcoinsToTakeBack({ ...paid, refundedCents: 500, disputeStatus: 'open', disputedCents: 999 }),
    ).toBe(660);
    expect(
      blackcoinsToTakeBack({ ...paid, refundedCents: 500, disputeStatus: 'won', disputedCents: 499 }),
    ).toBe(331);
  });

  it("maps Stripe's dispute statuses and keeps a final status against a late open one", () => {
    expect(disputeStatusOf('needs_response')).toBe('open');
    expect(disputeStatusOf('warning_needs_response')).toBe('open');
    expect(disputeStatusOf('under_review')).toBe('open');
    expect(disputeStatusOf('won')).toBe('won');
    expect(disputeStatusOf('warning_closed')).toBe('won');
    expect(disputeStatusOf('lost')).toBe('lost');
    expect(nextDisputeStatus(null, 'open')).toBe('open');
    expect(nextDisputeStatus('open', 'lost')).toBe('lost');
    expect(nextDisputeStatus('won', 'open')).toBe('won');
    expect(nextDisputeStatus('lost', 'open')).toBe('lost');
    expect(nextDisputeStatus('won', 'lost')).toBe('won');
  });

  it('takes what the player holds and records the rest as owed', () => {
    expect(planReversal(660, 0, 0, 1000)).toEqual({ take: 660, owe: 0, forgive: 0, giveBack: 0 });
    expect(planReversal(660, 0, 0, 100)).toEqual({ take: 100, owe: 560, forgive: 0, giveBack: 0 });
    expect(planReversal(660, 0, 0, 0)).toEqual({ take: 0, owe: 660, forgive: 0, giveBack: 0 });
    // Only the part not yet claimed: 331 were taken by a first partial refund.
    expect(planReversal(660, 331, 0, 1000)).toEqual({ take: 329, owe: 0, forgive: 0, giveBack: 0 });
  });

  it('forgives what is owed before giving blackcoins back, and changes nothing when settled', () => {
    expect(planReversal(0, 100, 560, 0)).toEqual({ take: 0, owe: 0, forgive: 560, giveBack: 100 });
    expect(planReversal(0, 660, 0, 0)).toEqual({ take: 0, owe: 0, forgive: 0, giveBack: 660 });
    expect(planReversal(331, 100, 560, 0)).toEqual({ take: 0, owe: 0, forgive: 329, giveBack: 0 });
    expect(planReversal(660, 100, 560, 5000)).toEqual({ take: 0, owe: 0, forgive: 0, giveBack: 0 });
  });

  it('derives the state shown on the purchases page', () => {
    expect(purchaseState(false, 0, null)).toBe('pending');
    expect(purchaseState(true, 0, null)).toBe('paid');
    expect(purchaseState(true, 100, null)).toBe('refunded');
    expect(purchaseState(true, 0, 'open')).toBe('disputed');
    expect(purchaseState(true, 999, 'won')).toBe('won');
    expect(purchaseState(true, 0, 'lost')).toBe('lost');
  });
});
