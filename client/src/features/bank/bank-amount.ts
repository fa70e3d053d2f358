/**
 * A typed bank amount as a whole number of money, or null when it is not an integer of at least 1
 * (Arabic-Indic digits are accepted).
 */
export function parseAmount(text: string): number | null {
  const western = text
    .trim()
    .replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)))
    .replace(/[,٬]/g, '');
  if (!/^\d+$/.test(western)) return null;
  const amount = Number(western);
  return Number.isSafeInteger(amount) && amount >= 1 ? amount : null;
}

/**
 * The level a 403 FEATURE_LOCKED error body asks for (its `requiredLevel`, else `fallback`),
 * or null when the body is another error.
 */
export function lockedLevel(body: unknown, fallback: number): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, requiredLevel } = body as { code?: unknown; requiredLevel?: unknown };
  if (code !== 'FEATURE_LOCKED') return null;
  return typeof requiredLevel === 'number' ? requiredLevel : fallback;
}
