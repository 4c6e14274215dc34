const amounts = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const withCents = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An amount in the society's currency: "12,500 AED", "500.3 AED". A price
 * (`cents: true`) shows a fraction with both digits: "99.50 AED".
 */
export function formatAed(amount: number, { cents = false }: { cents?: boolean } = {}): string {
  return `${(cents && !Number.isInteger(amount) ? withCents : amounts).format(amount)} AED`;
}
