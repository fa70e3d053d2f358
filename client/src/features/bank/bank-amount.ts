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
