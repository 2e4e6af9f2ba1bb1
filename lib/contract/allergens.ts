import * as z from 'zod/mini';

// The one list of allergen codes (decision 080), in a module of its own: the meal, menu, feed
// and publicity contracts carry dish allergens, and must not pull the allergy calls into every
// screen that shows a dish. The codes' words are in lib/i18n/allergens.ts.

/**
 * The EU's fourteen allergens (Regulation 1169/2011, Annex II), which include the eight groups of
 * China's prepackaged food labelling standard GB 7718-2011 (4.4.3.3): `gb7718` marks those.
 */
export const AllergenCode = z.enum([
  'GLUTEN',
  'CRUSTACEAN',
  'EGG',
  'FISH',
  'PEANUT',
  'SOY',
  'MILK',
  'TREE_NUT',
  'CELERY',
  'MUSTARD',
  'SESAME',
  'SULPHITE',
  'LUPIN',
  'MOLLUSC',
]);
export type AllergenCode = z.infer<typeof AllergenCode>;

/** A dish's allergens: codes of the list, each once; null means not recorded (not "none"). */
export const DishAllergens = z.nullable(
  z.array(AllergenCode).check(
    z.maxLength(AllergenCode.options.length),
    z.refine((codes) => new Set(codes).size === codes.length, 'duplicate allergen'),
  ),
);
export type DishAllergens = z.infer<typeof DishAllergens>;
