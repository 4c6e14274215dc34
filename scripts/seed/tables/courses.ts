/**
 * The courses of the demo season (issue 28): one 18-hole course for each venue
 * a tournament is played at, and a nine-hole par 3 course with no rating for
 * each Par 3 League venue. Real-looking, not real: pars of 70-72, stroke
 * indexes odd on one nine and even on the other as clubs allot them, and two
 * or three tees with a course rating and a slope rating.
 */

export interface CourseRow {
  id: string;
  name: string;
  /** The `location` of the events played on it (tables/events.ts), exactly. */
  venue: string;
  /** Par of each hole in order, one digit a hole (two nines of nine). */
  pars: string;
  /**
   * Difficulty within each nine, hardest first, as hole numbers of that nine
   * ("152..." : the nine's hole 1 is its hardest, then its hole 5...). The
   * stroke index follows: odd indexes on the nine named by `oddNine`.
   */
  order: readonly [string, string];
  oddNine: 'front' | 'back';
  /** [name, course rating, slope rating]; none: an unrated course. */
  tees: readonly (readonly [string, number, number])[];
}

export const COURSES: readonly CourseRow[] = [
  {
    id: 'emirates-majlis',
    name: 'Emirates Golf Club, Majlis Course',
    venue: 'Emirates Golf Club, Majlis Course',
    pars: '454344354' + '443544345',
    order: ['532816794', '521869374'],
    oddNine: 'front',
    tees: [
      ['Black', 75.1, 141],
      ['White', 72.9, 133],
      ['Red', 70.6, 124],
    ],
  },
  {
    id: 'emirates-faldo',
    name: 'Emirates Golf Club, Faldo Course',
    venue: 'Emirates Golf Club, Faldo Course',
    pars: '435444354' + '454434345',
    order: ['465918327', '381627954'],
    oddNine: 'back',
    tees: [
      ['Blue', 74.2, 137],
      ['White', 72.4, 130],
    ],
  },
  {
    id: 'dubai-creek',
    name: 'Dubai Creek Golf & Yacht Club, Championship Course',
    venue: 'Dubai Creek Golf & Yacht Club',
    pars: '453444354' + '443454434',
    order: ['641592837', '426159378'],
    oddNine: 'front',
    tees: [
      ['Blue', 73.6, 136],
      ['White', 71.8, 129],
      ['Red', 69.5, 121],
    ],
  },
  {
    id: 'jumeirah-earth',
    name: 'Jumeirah Golf Estates, Earth Course',
    venue: 'Jumeirah Golf Estates, Earth Course',
    pars: '435443454' + '453444345',
    order: ['459126837', '154629837'],
    oddNine: 'front',
    tees: [
      ['Black', 76.3, 145],
      ['Blue', 74.0, 138],
      ['White', 71.9, 131],
    ],
  },
  {
    id: 'arabian-ranches',
    name: 'Arabian Ranches Golf Club',
    venue: 'Arabian Ranches Golf Club',
    pars: '454434345' + '435443454',
    order: ['126849375', '948152637'],
    oddNine: 'back',
    tees: [
      ['Blue', 73.2, 132],
      ['White', 71.5, 126],
      ['Red', 69.2, 118],
    ],
  },
  {
    id: 'montgomerie-dubai',
    name: 'Montgomerie Golf Club Dubai',
    venue: 'Montgomerie Golf Club Dubai',
    pars: '443545434' + '454344354',
    order: ['154926738', '351964827'],
    oddNine: 'front',
    tees: [
      ['Blue', 73.9, 134],
      ['White', 72.1, 128],
    ],
  },
  {
    id: 'els-club',
    name: 'The Els Club Dubai',
    venue: 'The Els Club Dubai',
    pars: '453445434' + '435444354',
    order: ['416952738', '564918327'],
    oddNine: 'back',
    tees: [
      ['Black', 75.8, 143],
      ['Blue', 73.7, 136],
      ['White', 71.6, 128],
    ],
  },
  {
    id: 'al-zorah',
    name: 'Al Zorah Golf Club',
    venue: 'Al Zorah Golf Club, Ajman',
    pars: '443454434' + '443445434',
    order: ['146529378', '429156738'],
    oddNine: 'front',
    tees: [
      ['Blue', 72.4, 133],
      ['White', 70.6, 126],
    ],
  },
  {
    id: 'dubai-hills',
    name: 'Dubai Hills Golf Club',
    venue: 'Dubai Hills Golf Club',
    pars: '454344354' + '435443454',
    order: ['153826749', '419526837'],
    oddNine: 'back',
    tees: [
      ['Blue', 74.1, 135],
      ['White', 72.2, 129],
      ['Red', 69.8, 120],
    ],
  },
  {
    id: 'saadiyat-beach',
    name: 'Saadiyat Beach Golf Club',
    venue: 'Saadiyat Beach Golf Club, Abu Dhabi',
    pars: '453444354' + '443544345',
    order: ['461952837', '152946837'],
    oddNine: 'front',
    tees: [
      ['Black', 75.5, 142],
      ['Blue', 73.4, 135],
      ['White', 71.3, 127],
    ],
  },
  {
    id: 'yas-links',
    name: 'Yas Links Abu Dhabi',
    venue: 'Yas Links Abu Dhabi',
    pars: '435444354' + '453445434',
    order: ['164958327', '419562738'],
    oddNine: 'back',
    tees: [
      ['Black', 76.0, 144],
      ['Blue', 74.3, 138],
      ['White', 72.0, 130],
    ],
  },
  {
    id: 'al-hamra',
    name: 'Al Hamra Golf Club',
    venue: 'Al Hamra Golf Club, Ras Al Khaimah',
    pars: '443545434' + '454434345',
    order: ['514926738', '162849375'],
    oddNine: 'front',
    tees: [
      ['Blue', 73.5, 133],
      ['White', 71.7, 127],
      ['Red', 69.6, 119],
    ],
  },
  {
    id: 'meydan-track-par3',
    name: 'The Track, Meydan Golf: Par 3 Nine',
    venue: 'The Track, Meydan Golf',
    pars: '333333333',
    order: ['295714386', ''],
    oddNine: 'front',
    tees: [],
  },
  {
    id: 'dubai-creek-par3',
    name: 'Dubai Creek Golf & Yacht Club, Par 3 Course',
    venue: 'Dubai Creek Golf & Yacht Club, Par 3 Course',
    pars: '333333333',
    order: ['731952864', ''],
    oddNine: 'front',
    tees: [],
  },
];
