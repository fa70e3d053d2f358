/** Accounts one household mark may cover at most (also the largest cluster the screen sends back). */
export const MAX_CLUSTER_SIZE = 50;

/**
 * Connected components of accounts over undirected links (union-find with path halving): O(links)
 * in memory. @returns the components of two or more accounts, each sorted, largest first.
 */
export function components(links: { userA: string; userB: string }[]): string[][] {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let node = x;
    if (!parent.has(node)) parent.set(node, node);
    while (parent.get(node) !== node) {
      const up = parent.get(parent.get(node)!)!;
      parent.set(node, up);
      node = up;
    }
    return node;
  };
  for (const { userA, userB } of links) {
    const a = find(userA);
    const b = find(userB);
    if (a !== b) parent.set(a < b ? b : a, a < b ? a : b);
  }
  const groups = new Map<string, string[]>();
  for (const node of parent.keys()) {
    const root = find(node);
    const group = groups.get(root);
    if (group) group.push(node);
    else groups.set(root, [node]);
  }
  return [...groups.values()]
    .filter((group) => group.length > 1)
    .map((group) => group.sort())
    .sort((x, y) => y.length - x.length || (x[0] < y[0] ? -1 : 1));
}

/**
 * Days of contributions to a gang treasury that count against a payout (issue 30, part 6): a payout
 * of at least the review amount to a member waits for an admin when accounts linked to that member
 * (a shared sign-in address or device, not a known household) gave this treasury at least the review
 * amount within this many days. A farm feeds a main account through the treasury within days, not
 * months: a month catches the loop without holding, forever, every payout to a member whose sibling
 * once gave, and keeps the ledger read to a bounded slice.
 */
export const TREASURY_CONTRIBUTION_WINDOW_DAYS = 30;

/**
 * Hours of unheld operations between two linked accounts that count against the next one (issue 30,
 * part 6, "structuring"): a transfer, black-market purchase or treasury payout from one account to a
 * linked one waits for an admin when its value plus what the sender moved to the receiver within
 * this many hours (same direction; operations an admin approved are reviewed and do not count, and
 * the window starts again at the last approval) reaches the review amount. A farm splitting one
 * large move into pieces below the amount does it within hours; a day catches that without holding
 * a household's ordinary small gifts for ever, and keeps the read to a day of the pair's rows.
 */
export const LINKED_REVIEW_WINDOW_HOURS = 24;
