import type { SelectOption } from '@/components/kit';
import type { PageName } from '@/lib/schemas/content';

/** The pages whose texts are editable, in the spec's order (admin spec section 9, plus terms, privacy and site settings). */
export const PAGE_ORDER: readonly PageName[] = [
  'home',
  'about',
  'join',
  'news',
  'par3-league',
  'sponsors',
  'teams',
  'tournaments',
  'terms',
  'privacy',
  'site_settings',
];

export const PAGE_OPTIONS: SelectOption[] = PAGE_ORDER.map((page) => ({ value: page, label: page }));
