import {
  actOnRecommendation,
  bankActivity,
  qualifiedActivities,
  recommendedActivities,
  type RecommendAction,
  type RecommendedActivity,
} from '@/lib/contract/bankcard';
import { request } from './client';
import { useApi } from './swr';

// Bank-card activities (docs/product.md, "Calls", "Bank-card activities").

export const bankcardKeys = {
  all: () => ['bankcard'] as const,
  qualified: () => ['bankcard', 'qualified'] as const,
  one: (id: number) => ['bankcard', 'activity', id] as const,
  recommended: (unitId: number, userId: number) =>
    ['bankcard', 'recommended', unitId, userId] as const,
};

export function useQualifiedActivities() {
  const swr = useApi(bankcardKeys.qualified(), qualifiedActivities, {});
  return {
    activities: swr.data,
    error: swr.error as unknown,
    isLoading: swr.isLoading,
    retry: () => swr.mutate(),
  };
}

export function useRecommended(unitId: number | undefined, userId: number | undefined) {
  const ready = unitId !== undefined && userId !== undefined;
  const swr = useApi(
    ready ? bankcardKeys.recommended(unitId, userId) : null,
    recommendedActivities,
    { params: { unitId: unitId ?? 0, userId: userId ?? 0 } },
  );
  return {
    recommended: swr.data,
    error: swr.error as unknown,
    isLoading: swr.isLoading,
    retry: () => swr.mutate(),
  };
}

export function useActivity(id: number | undefined) {
  const swr = useApi(id === undefined ? null : bankcardKeys.one(id), bankActivity, {
    params: { id: id ?? 0 },
  });
  return {
    activity: swr.data,
    error: swr.error as unknown,
    isLoading: swr.isLoading,
    retry: () => swr.mutate(),
  };
}

export async function actOn(
  userId: number,
  recommendId: number,
  action: RecommendAction,
): Promise<RecommendedActivity> {
  return request(
    actOnRecommendation,
    { params: { id: userId, recommendId, action } },
    { silent: true },
  );
}
