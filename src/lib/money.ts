const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A non-negative number in hundredths, rounded as Intl rounds: on the shortest decimal that reads back as the
 * number (its String), half away from zero, so 1.005 is 101 and 15.014999999999999 is 1501.
 */
function roundedHundredths(amount: number): number {
  const written = String(amount);
  if (written.includes('e')) return Math.round(amount * 100); // below a millionth or beyond 10^21
  const [whole = '0', fraction = ''] = written.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)) + ((fraction[2] ?? '0') >= '5' ? 1 : 0);
}

/**
 * An amount in the society's currency: "12,500 AED", "500.3 AED". A price
 * (`cents: true`) shows a fraction with both digits: "99.50 AED".
 *
 * Written out as Intl's en-GB writes it (a unit test holds it to it), without Intl, whose first use costs a
 * hydrating page tens of milliseconds (decision 0034): at most two decimals, rounded half away from zero on
 * the number as written (1.005 to 1.01).
 */
export function formatAed(amount: number, { cents = false }: { cents?: boolean } = {}): string {
  const hundredths = roundedHundredths(Math.abs(amount));
  const whole = Math.floor(hundredths / 100);
  const digits = String(hundredths % 100).padStart(2, '0');
  // A price shows both digits; any other amount drops a trailing zero, and a fraction of zero.
  const decimals = cents && !Number.isInteger(amount) ? `.${digits}` : digits === '00' ? '' : `.${digits.replace(/0$/, '')}`;
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}${grouped(whole)}${decimals} AED`;
}
