'use client';

import useSWR, { mutate as globalMutate, type SWRConfiguration, type SWRResponse } from 'swr';
import type { Endpoint, InputOf, ResponseOf } from '@/lib/contract/core';
import { request, type RequestOptions } from './client';

/**
 * SWR over `request`, with one key scheme for every domain (decision 012): a key is
 * `[domain, ...parts]`, built only by the domain's key factory (`mealKeys`, `orderKeys`, ...) in
 * `lib/api/<domain>.ts`, never spelled at a call site. A mutation revalidates through the same
 * factory: `revalidate(orderKeys.all())` refreshes every order reading, `revalidate(key)` one.
 * Only GET descriptors belong here; mutations call `request` and then revalidate.
 */

export type DataKey = readonly [domain: string, ...parts: unknown[]];

/** True when `key` is `prefix` or starts with it. */
export function keyStartsWith(key: unknown, prefix: DataKey): boolean {
  return (
    Array.isArray(key) &&
    key.length >= prefix.length &&
    prefix.every((part, index) => Object.is(key[index], part))
  );
}

/**
 * Reads an endpoint under a factory key. Pass a `null` key to wait (a dependent value is not
 * known yet).
 */
export function useApi<E extends Endpoint>(
  key: DataKey | null,
  endpoint: E,
  input?: InputOf<E>,
  config?: SWRConfiguration<ResponseOf<E>> & { request?: RequestOptions },
): SWRResponse<ResponseOf<E>> {
  const { request: requestOptions, ...swrConfig } = config ?? {};
  return useSWR(key, () => request(endpoint, input, requestOptions), swrConfig);
}

/** Revalidates every cached reading whose key starts with `prefix`. */
export function revalidate(prefix: DataKey, mutate = globalMutate): Promise<unknown[]> {
  return mutate((key) => keyStartsWith(key, prefix));
}
