'use client';

import useSWR, { mutate, type SWRConfiguration, type SWRResponse } from 'swr';
import type { Endpoint, InputOf, ResponseOf } from '../contract/core';
import { request, type RequestOptions } from './client';

/**
 * SWR over `request`. Keys are `[endpoint.path, input]` (the descriptor's path with its
 * placeholders, then the input object), so a domain module revalidates everything read from one
 * endpoint with `revalidateEndpoint(descriptor)`, or one reading with `mutate(apiKey(d, input))`.
 * Only GET descriptors belong here; mutations call `request` and then revalidate.
 */

export type ApiKey<E extends Endpoint> = readonly [path: E['path'], input: InputOf<E> | undefined];

export function apiKey<E extends Endpoint>(endpoint: E, input?: InputOf<E>): ApiKey<E> {
  return [endpoint.path, input] as const;
}

/** The fetcher for one descriptor: SWR passes back the key it was given. */
export function fetcherFor<E extends Endpoint>(endpoint: E, options?: RequestOptions) {
  return ([, input]: ApiKey<E>): Promise<ResponseOf<E>> => request(endpoint, input, options);
}

/**
 * Reads an endpoint. Pass `null` as input to wait (a dependent value is not known yet); pass
 * `undefined` for endpoints without input.
 */
export function useApi<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E> | undefined | null,
  config?: SWRConfiguration<ResponseOf<E>> & { request?: RequestOptions },
): SWRResponse<ResponseOf<E>> {
  const { request: requestOptions, ...swrConfig } = config ?? {};
  return useSWR(
    input === null ? null : apiKey(endpoint, input),
    fetcherFor(endpoint, requestOptions),
    swrConfig,
  );
}

/** Revalidates every cached reading of this endpoint, whatever its input. */
export function revalidateEndpoint(endpoint: Endpoint): Promise<unknown[]> {
  return mutate((key) => Array.isArray(key) && key[0] === endpoint.path);
}
