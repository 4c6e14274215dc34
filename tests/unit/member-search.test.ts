import { describe, expect, it } from 'vitest';
import { TERM_PREFIX_MAX, sameTerms, searchTerm, searchTerms } from '@/lib/member-search';

describe('member search terms (profiles.searchTerms, kept by the functions)', () => {
  const terms = searchTerms({ fullName: '  Aisha  Al Mansoori ', email: 'Aisha.M@Example.com' });

  it('finds a member by a prefix of any word of the name, of the whole name, and of the email, in any case', () => {
    for (const typed of ['a', 'Ai', 'aisha', 'MANS', 'al', 'al mansoori', 'aisha al m', 'aisha.m@', 'aisha.m@example.com']) {
      expect(terms, typed).toContain(searchTerm(typed));
    }
  });

  it('does not find a member by the middle of a word, nor by another name', () => {
    for (const typed of ['isha', 'soori', 'example.com', 'omar']) expect(terms, typed).not.toContain(searchTerm(typed));
  });

  it('stores prefixes up to TERM_PREFIX_MAX characters, and the whole name and email however long', () => {
    const long = searchTerms({ fullName: 'Maximiliano Bartholomew-Featherstonehaugh', email: 'maximiliano.featherstonehaugh@example.com' });
    expect(
      long.every((t) => t.length <= TERM_PREFIX_MAX || t === 'maximiliano bartholomew-featherstonehaugh' || t.includes('@example.com')),
    ).toBe(true);
    expect(long).toContain(searchTerm('Maximiliano Bartholomew-Featherstonehaugh'));
    expect(long).toContain(searchTerm('maximiliano.featherstonehaugh@example.com'));
    expect(long).not.toContain(searchTerm('maximiliano.featherstoneh'));
  });

  it('is sorted and without duplicates, so the functions compare and write only a change', () => {
    expect([...terms].sort()).toEqual(terms);
    expect(new Set(terms).size).toBe(terms.length);
    expect(sameTerms(terms, searchTerms({ fullName: 'aisha al mansoori', email: 'aisha.m@example.com' }))).toBe(true);
    expect(sameTerms(undefined, terms)).toBe(false);
    expect(sameTerms(terms, searchTerms({ fullName: 'Aisha Al Mansoori', email: 'other@example.com' }))).toBe(false);
  });

  it('asks for nothing when the box is empty or blank; a profile without name or email has no terms', () => {
    expect(searchTerm('')).toBeNull();
    expect(searchTerm('   ')).toBeNull();
    expect(searchTerms({})).toEqual([]);
  });
});
