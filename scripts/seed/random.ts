/**
 * A small seeded PRNG (mulberry32) so the same input always gives the same
 * season. `fork(label)` gives an independent stream per domain, so adding
 * members at a larger size does not reshuffle the news or the sponsors.
 */
export class Random {
  private readonly seed: number;
  private state: number;

  constructor(seed: number) {
    this.seed = seed >>> 0;
    this.state = this.seed;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A number in [min, max) rounded to `decimals` places. */
  float(min: number, max: number, decimals = 1): number {
    const factor = 10 ** decimals;
    return Math.round((min + this.next() * (max - min)) * factor) / factor;
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick: empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight: `[[item, weight], ...]`. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    const last = items[items.length - 1];
    if (!last) throw new Error('Random.weighted: empty list');
    return last[0];
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, count));
  }

  /** An independent stream derived from this one's seed and a label. */
  fork(label: string): Random {
    return new Random(hashString(label) ^ this.seed);
  }
}

/** FNV-1a: a stable 32-bit hash of a label. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
