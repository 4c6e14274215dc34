import { describe, expect, it } from 'vitest';
import { compareNames } from '@/lib/name-order';

/** Names as a society holds them: accents, capitals inside, particles, apostrophes, hyphens, Arabic and Asian names in Latin letters. */
const NAMES = [
  'Aisha Al Mansoori',
  'Ahmed Al-Farsi',
  'ahmed al farsi',
  'Émile Dubois',
  'Emile Dubois',
  'Emil Dubois',
  'Emma Doyle',
  'de Villiers',
  'Dean Smith',
  "Seán O'Brien",
  'Sean OBrien',
  'Obama Mwangi',
  'McDonald Ross',
  'Mcadams Ross',
  'Zoë Müller',
  'Zoe Mueller',
  'Zo Müller',
  'Ángel Núñez',
  'Angela Nunez',
  'Björn Ølstad',
  'Bjorn Olstad',
  'Chloé Lefèvre',
  'Chloe Lefevre',
  'Rajesh Kumar',
  'rajesh kumar',
  'Wei Zhang',
  'Van der Berg',
  'van den Berg',
  'Guest 2',
  'Guest 10',
  'Unknown member',
  '',
];

describe('names in alphabetical order without ICU (decision 0034)', () => {
  it("puts names where ICU's collator puts them, apart from case-only ties", () => {
    const collator = new Intl.Collator('en');
    const sameButCase = (a: string, b: string) => a !== b && a.toLowerCase() === b.toLowerCase();
    for (const a of NAMES) {
      for (const b of NAMES) {
        if (sameButCase(a, b)) continue;
        expect(Math.sign(compareNames(a, b)), `${a} / ${b}`).toBe(Math.sign(collator.compare(a, b)));
      }
    }
  });

  it('is a total order: antisymmetric, 0 only for the same name, and the same sort from any starting order', () => {
    for (const a of NAMES) {
      for (const b of NAMES) {
        expect(compareNames(a, b), `${a} / ${b}`).toBe(-compareNames(b, a) || 0);
        expect(compareNames(a, b) === 0).toBe(a === b);
      }
    }
    const sorted = [...NAMES].sort(compareNames);
    expect([...NAMES].reverse().sort(compareNames)).toEqual(sorted);
    expect(sorted.indexOf('Emil Dubois')).toBeLessThan(sorted.indexOf('Émile Dubois'));
    expect(sorted.indexOf('Emile Dubois')).toBeLessThan(sorted.indexOf('Émile Dubois'));
    expect(sorted.indexOf('Émile Dubois')).toBeLessThan(sorted.indexOf('Emma Doyle'));
    expect(sorted.indexOf('de Villiers')).toBeLessThan(sorted.indexOf('Dean Smith'));
    // Case-only ties: as written, capitals first.
    expect(sorted.indexOf('Rajesh Kumar')).toBe(sorted.indexOf('rajesh kumar') - 1);
  });

  it('answers the same for a name seen many times (its keys kept) and for one seen first', () => {
    const many = Array.from({ length: 12_000 }, (_, i) => `Member ${i}`);
    const sorted = [...many].sort(compareNames);
    expect(sorted[0]).toBe('Member 0');
    expect(sorted[1]).toBe('Member 1');
    expect(sorted[2]).toBe('Member 10');
    expect(compareNames('Zoë Müller', 'Zoe Mueller')).toBe(compareNames('Zoë Müller', 'Zoe Mueller'));
    expect(Math.sign(compareNames('Member 11999', 'Member 2'))).toBe(-1);
  });
});
