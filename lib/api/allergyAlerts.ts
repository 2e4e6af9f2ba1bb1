'use client';

import { allergyAlerts } from '@/lib/contract/allergyAlerts';
import { useApi } from './swr';

// The account's standing allergy alerts (decision 080), apart from the rest of the allergy data:
// home asks for them on every visit and loads the banner's code only when one stands.

export const allergyAlertsKey = () => ['allergy', 'alerts'] as const;

export function useAllergyAlerts() {
  const swr = useApi(allergyAlertsKey(), allergyAlerts, undefined, { request: { silent: true } });
  return { ...swr, open: swr.data?.filter((alert) => alert.resolution === null) ?? [] };
}
