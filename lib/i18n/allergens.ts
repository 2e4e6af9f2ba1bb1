import type { AllergenCode } from '@/lib/contract/allergy';

// The allergen list's words (decision 080): each code's zh-CN and English name and a one-character
// mark for calendars and labels, kept with the catalogues so the contract holds only the codes.
// The server's refusals name allergens by the Chinese here.

export interface AllergenCategory {
  code: AllergenCode;
  /** A short mark for calendars and labels (one or two characters). */
  short: string;
  zh: string;
  en: string;
  /** One of the eight groups GB 7718-2011 asks labels to name. */
  gb7718: boolean;
}

export const ALLERGENS: readonly AllergenCategory[] = [
  {
    code: 'GLUTEN',
    short: '麸',
    zh: '含麸质的谷物',
    en: 'Cereals containing gluten',
    gb7718: true,
  },
  { code: 'CRUSTACEAN', short: '虾', zh: '甲壳类', en: 'Crustaceans', gb7718: true },
  { code: 'EGG', short: '蛋', zh: '蛋类', en: 'Eggs', gb7718: true },
  { code: 'FISH', short: '鱼', zh: '鱼类', en: 'Fish', gb7718: true },
  { code: 'PEANUT', short: '花', zh: '花生', en: 'Peanuts', gb7718: true },
  { code: 'SOY', short: '豆', zh: '大豆', en: 'Soybeans', gb7718: true },
  { code: 'MILK', short: '奶', zh: '乳及乳制品', en: 'Milk', gb7718: true },
  { code: 'TREE_NUT', short: '果', zh: '坚果', en: 'Tree nuts', gb7718: true },
  { code: 'CELERY', short: '芹', zh: '芹菜', en: 'Celery', gb7718: false },
  { code: 'MUSTARD', short: '芥', zh: '芥末', en: 'Mustard', gb7718: false },
  { code: 'SESAME', short: '芝', zh: '芝麻', en: 'Sesame', gb7718: false },
  { code: 'SULPHITE', short: '硫', zh: '二氧化硫和亚硫酸盐', en: 'Sulphites', gb7718: false },
  { code: 'LUPIN', short: '羽', zh: '羽扇豆', en: 'Lupin', gb7718: false },
  { code: 'MOLLUSC', short: '贝', zh: '软体动物', en: 'Molluscs', gb7718: false },
];
