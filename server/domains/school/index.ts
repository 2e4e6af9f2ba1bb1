// The school domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createSchools } from './service';
import { registerSchoolRoutes } from './routes';
export { type Memberships, membershipsOf, selectedSchool } from './members';
export {
  calendarEntries,
  classifyDay,
  cutOff,
  datesBetween,
  dayKinds,
  DINING_TYPES,
  diningRules,
  type DiningRules,
  diningSettings,
  leaveCutOff,
  monthRange,
  orderCutOff,
  priceOf,
  servedDiningRules,
  slotDate,
  slotKey,
} from './schoolDays';
export { createSchools } from './service';
export {
  addClass,
  addGrade,
  createSchool,
  promoteClass,
  renameClass,
  renameGrade,
  saveDiningSettings,
  schoolByKey,
  type SchoolSetup,
  structureOf,
} from './structure';
export {
  assertFunctionOn,
  assertSchoolFunctionOn,
  type FunctionName,
  isFunctionOn,
  rulesWithFunctionsOn,
} from './switches';

declare module '../../core/services' {
  interface Services {
    schools: ReturnType<typeof createSchools>;
  }
}

export const schoolDomain: DomainPlugin<DomainContext> = {
  name: 'school',
  services: ({ db }) => ({ schools: createSchools(db) }),
  routes: registerSchoolRoutes,
};
