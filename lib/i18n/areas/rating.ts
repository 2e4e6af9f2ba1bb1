import { getLocale } from '@/lib/i18n';

// The rating indicators come from the server in Chinese (server/domains/meal/comments.ts, the
// same four for every school, with stable ids). English names them by id; an id the app does not
// know (a school's own indicator, one day) keeps the server's words.

const EN_ITEMS: Readonly<Record<number, string>> = {
  1: 'Overall',
  2: 'Taste',
  3: 'Portion',
  4: 'Other comments',
};

const EN_INDICES: Readonly<Record<number, string>> = {
  1: '1 star',
  2: '2 stars',
  3: '3 stars',
  4: '4 stars',
  5: '5 stars',
  11: 'Too salty',
  12: 'Too bland',
  13: 'Just right',
  14: 'Too oily',
  21: 'Too little',
  22: 'Just right',
  23: 'Too much',
};

export function ratingItemTitle(item: { id: number; title: string }): string {
  return (getLocale() === 'en' ? EN_ITEMS[item.id] : undefined) ?? item.title;
}

export function ratingIndexName(index: { id: number; name: string }): string {
  return (getLocale() === 'en' ? EN_INDICES[index.id] : undefined) ?? index.name;
}
