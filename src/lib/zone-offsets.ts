/**
 * A time zone's UTC offsets, without Intl where the page brought them (decision 0034).
 *
 * The first Intl formatter a page makes initialises ICU: 30-65 ms of one task on the bench machine, which a
 * rendered page with dates would spend while it hydrates. So the society calendar formats by itself
 * (society-calendar.ts) and needs only the zone's offset at a moment. The render function sends the society
 * zone's offsets around the day it rendered (`zoneOffsetsAround`, in the page's JSON), the browser keeps them
 * before it hydrates (`knowZoneOffsets`), and `offsetAt` answers from them. Outside their span, and wherever
 * none were sent (the functions, the server itself, the app's shell), it asks Intl.
 */

export interface ZoneOffsets {
  zone: string;
  /** [from (ms), offset (minutes east of UTC)], ascending: each offset holds from its moment to the next one's. */
  steps: [number, number][];
  /** The end of the span (ms, exclusive); it begins at the first step. */
  until: number;
}

const known = new Map<string, ZoneOffsets>();
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Whether Intl knows the zone by this name (an IANA name such as Asia/Dubai): configuration checks it where it is parsed. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The offset from Intl: the zone's wall clock at the moment (to the second), read as if it were UTC, less the moment. */
function intlOffset(zone: string, ms: number): number {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of formatter.formatToParts(ms)) part[type] = Number(value);
  const wall = Date.UTC(part.year ?? NaN, (part.month ?? NaN) - 1, part.day, part.hour, part.minute, part.second);
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** The zone's offset from UTC at a moment, in minutes (Asia/Dubai: 240). Throws RangeError for an invalid moment, as Intl does. */
export function offsetAt(zone: string, ms: number): number {
  if (!Number.isFinite(ms)) throw new RangeError('Invalid time value');
  const table = known.get(zone);
  const first = table?.steps[0];
  if (!table || !first || ms < first[0] || ms >= table.until) return intlOffset(zone, ms);
  let offset = first[1];
  for (const [from, minutes] of table.steps) {
    if (from > ms) break;
    offset = minutes;
  }
  return offset;
}

/** Keeps a zone's offsets the page brought (tolerant: anything else is ignored, and Intl answers). */
export function knowZoneOffsets(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  const { zone, steps, until } = value as Partial<ZoneOffsets>;
  const pair = (step: unknown): step is [number, number] =>
    Array.isArray(step) && step.length === 2 && step.every((n) => typeof n === 'number' && Number.isFinite(n));
  if (typeof zone !== 'string' || typeof until !== 'number' || !Array.isArray(steps) || steps.length === 0 || !steps.every(pair)) return;
  known.set(zone, { zone, steps, until });
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far the span reaches each way: a page kept on a phone for a year still hydrates without Intl. */
const REACH_DAYS = 400;
let around: ZoneOffsets | undefined;

/**
 * The zone's offsets from 400 days before `now`'s UTC day to 400 days after, each change found to the
 * millisecond (the server's side: sampled a day apart with Intl, then narrowed; kept for the day).
 */
export function zoneOffsetsAround(zone: string, now: number = Date.now()): ZoneOffsets {
  const day = Math.floor(now / DAY_MS) * DAY_MS;
  const from = day - REACH_DAYS * DAY_MS;
  if (around?.zone === zone && around.steps[0]?.[0] === from) return around;
  const until = day + REACH_DAYS * DAY_MS;
  const steps: [number, number][] = [[from, intlOffset(zone, from)]];
  let before = from;
  let offset = steps[0]![1];
  for (let at = from + DAY_MS; at < until; at += DAY_MS) {
    const next = intlOffset(zone, at);
    if (next === offset) {
      before = at;
      continue;
    }
    // The change lies in (before, at]: halve until the first millisecond with the new offset.
    let low = before;
    let high = at;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (intlOffset(zone, middle) === offset) low = middle;
      else high = middle;
    }
    steps.push([high, next]);
    offset = next;
    before = at;
  }
  around = { zone, steps, until };
  return around;
}
