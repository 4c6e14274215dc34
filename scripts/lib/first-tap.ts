/**
 * The pure side of the first-tap figure (scripts/bench-tap.ts, issue 30's "rule
 * that keeps this honest"): which Event Timing entries make up the tap, and how
 * long it took, from the input to the next paint.
 */

/** What the page keeps of one Event Timing entry (PerformanceEventTiming). */
export interface EventEntry {
  name: string;
  /** The input's time (the event's timeStamp), ms since the page's time origin. */
  startTime: number;
  /** From the input to the next paint after its handlers ran (rounded to 8 ms by the browser). */
  duration: number;
  processingStart: number;
  processingEnd: number;
  /** Shared by the pointerdown, pointerup and click of one tap; 0 for events that are not interactions. */
  interactionId: number;
}

export interface TapLatency {
  /** Input to next paint of the tap's interaction: the longest duration among its entries (as INP counts it). */
  duration: number;
  /** Input to the start of the first handler. */
  inputDelay: number;
  /** From the first handler's start to the last handler's end. */
  processing: number;
}

/** The events a tap dispatches, in Event Timing's names. */
const TAP_EVENTS = new Set(['pointerdown', 'pointerup', 'click', 'touchstart', 'touchend', 'mousedown', 'mouseup']);

/**
 * The latency of the first tap at or after `after` (ms, the page's clock), from the
 * page's Event Timing entries: the entries of its interaction (the first interactionId
 * seen after `after`), or undefined when there is none. A tap whose every entry is
 * under the observer's threshold (16 ms) reports no entry: the caller says "< 16 ms".
 */
export function tapLatency(entries: readonly EventEntry[], after = 0): TapLatency | undefined {
  const tap = entries
    .filter((e) => e.interactionId > 0 && TAP_EVENTS.has(e.name) && e.startTime >= after)
    .sort((a, b) => a.startTime - b.startTime);
  const id = tap[0]?.interactionId;
  if (id === undefined) return undefined;
  const parts = tap.filter((e) => e.interactionId === id);
  const first = parts[0]!;
  return {
    duration: Math.max(...parts.map((e) => e.duration)),
    inputDelay: Math.max(0, first.processingStart - first.startTime),
    processing: Math.max(...parts.map((e) => e.processingEnd)) - Math.min(...parts.map((e) => e.processingStart)),
  };
}

/** Median of a list (NaN for none). */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The app's performance measures (decision 0012's `createSystem` phases, and any other) of a Lighthouse
 * report's user timings, in ms.
 */
export function userMeasures(userTimings: readonly { name: string; duration?: number; timingType?: string }[]): Record<string, number> {
  return Object.fromEntries(
    userTimings.filter((t) => t.timingType === 'Measure').map((t) => [t.name, Math.round((t.duration ?? 0) * 10) / 10]),
  );
}
