import type { AllergenCode } from '../../../lib/contract/allergy';
import { ALLERGENS } from '../../../lib/i18n/allergens';

// An allergen's Chinese name, for the server's words (feeds, refusals, reminders).

const ZH = new Map(ALLERGENS.map((allergen) => [allergen.code, allergen.zh]));

export const allergenName = (code: AllergenCode): string => ZH.get(code) ?? code;
