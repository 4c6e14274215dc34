import { AVATAR_SIZES, type AvatarSize } from '@/lib/person-avatar';

/** A name's initials as Chakra's avatar writes them (shown in capitals): the first letters of its first and last words. */
export function initials(name: string): string {
  const words = name.trim().split(' ');
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return `${first.charAt(0)}${last.charAt(0)}`;
}

/**
 * A person's photo in a round frame, or their initials where there is none (or it has not loaded, or cannot).
 * Always beside the person's name, so hidden from screen readers.
 *
 * Plain elements styled by one global rule (`personAvatarCss` in src/lib/person-avatar.ts, in the theme's global
 * CSS), not Chakra's Avatar: a list of people (the teams page shows one per member, 46 in the seeded season)
 * hydrated that many state machines, each watching its image, and computed three components' styles for each
 * (issue 30, decision 0029). The photo covers the initials once it has loaded. One that fails is hidden by
 * index.html's one listener for the page's `error` events (from the first photo the page parses), so the
 * initials stay in view, as Chakra's fallback did: a photo in a section never hydrated (decision 0024) has no
 * handler of React's.
 */
export function PersonAvatar({
  name,
  src,
  size,
  palette = 'gray',
}: {
  name: string;
  src?: string | null;
  size: AvatarSize;
  palette?: 'gray' | 'brand';
}) {
  const { px } = AVATAR_SIZES[size];
  return (
    <span className="person-avatar" data-size={size} data-palette={palette} aria-hidden="true">
      {initials(name)}
      {src && <img src={src} alt="" width={px} height={px} loading="lazy" decoding="async" />}
    </span>
  );
}
