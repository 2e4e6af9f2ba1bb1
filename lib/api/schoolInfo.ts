import { tenantAttachments, AGREEMENT_TENANT_TYPE } from '@/lib/contract/attachment';
import { businessBrief, serviceBusinessOfDate, studentBusiness } from '@/lib/contract/business';
import {
  agreementDetail,
  agreementList,
  publicityDay,
  publicityMenus,
  qualifications,
  schoolNews,
  schoolProfile,
  type QualificationKind,
} from '@/lib/contract/schoolInfo';
import useSWR from 'swr';
import { demoMode } from '@/lib/contract/demo';
import { request } from './client';
import { isApiError } from './errors';
import { useApi } from './swr';

// What a school publishes (decision 023): agreements, qualifications, the caterer,
// publicity menus, news, the school profile and the demo signal.

export const schoolInfoKeys = {
  all: () => ['school-info'] as const,
  agreement: (id: number) => ['school-info', 'agreement', id] as const,
  agreementImages: (id: number) => ['school-info', 'agreement-images', id] as const,
  business: () => ['school-info', 'business'] as const,
  businessToday: (date: string) => ['school-info', 'business-today', date] as const,
  brief: (id: number) => ['school-info', 'brief', id] as const,
  publicityDay: (schoolId: number, date: string) =>
    ['school-info', 'publicity-day', schoolId, date] as const,
  profile: (schoolId: number) => ['school-info', 'profile', schoolId] as const,
  demoMode: () => ['school-info', 'demo-mode'] as const,
};

export const fetchAgreementPage = (page: number, size: number) =>
  request(agreementList, { query: { page, size } }, { silent: true });

export const fetchQualificationPage = (kind: QualificationKind, page: number, size: number) =>
  request(qualifications, { query: { kind, page, size } }, { silent: true });

export const fetchNewsPage = (schoolId: number, page: number, size: number) =>
  request(schoolNews, { params: { schoolId }, query: { page, size } }, { silent: true });

export const fetchPublicityPage = (schoolId: number, page: number, size: number) =>
  request(publicityMenus, { params: { schoolId }, query: { page, size } }, { silent: true });

export function useAgreement(id: number | undefined) {
  return useApi(id ? schoolInfoKeys.agreement(id) : null, agreementDetail, {
    params: { id: id ?? 0 },
  });
}

export function useAgreementImages(id: number | undefined) {
  return useApi(id ? schoolInfoKeys.agreementImages(id) : null, tenantAttachments, {
    params: { tenantType: AGREEMENT_TENANT_TYPE, id: String(id ?? 0) },
  });
}

export function useStudentBusiness() {
  return useApi(schoolInfoKeys.business(), studentBusiness);
}

export function useServicesOfDate(date: string) {
  return useApi(schoolInfoKeys.businessToday(date), serviceBusinessOfDate, { params: { date } });
}

export function useBusinessBrief(id: number | undefined) {
  return useApi(id ? schoolInfoKeys.brief(id) : null, businessBrief, { params: { id: id ?? 0 } });
}

export function usePublicityDay(schoolId: number | undefined, date: string | undefined) {
  return useApi(
    schoolId && date ? schoolInfoKeys.publicityDay(schoolId, date) : null,
    publicityDay,
    { params: { schoolId: schoolId ?? 0, date: date ?? '' } },
  );
}

export function useSchoolProfile(schoolId: number | undefined) {
  return useApi(schoolId ? schoolInfoKeys.profile(schoolId) : null, schoolProfile, {
    params: { schoolId: schoolId ?? 0 },
  });
}

/** Demo mode or not; a production server has no demo routes at all, so its 404 means "not demo". */
export function useDemoMode() {
  return useSWR(schoolInfoKeys.demoMode(), () =>
    request(demoMode, undefined, { silent: true }).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return { demo: false };
      throw error;
    }),
  );
}
