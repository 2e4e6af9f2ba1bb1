'use client';

import type { DiningType } from '@/lib/contract/enums';
import {
  childMealCollection,
  collectMeal as collectMealEndpoint,
  scanMealCode as scanMealCodeEndpoint,
  servingClasses,
  servingList,
  trayLabels,
  undoCollection as undoCollectionEndpoint,
  type Collection,
} from '@/lib/contract/serving';
import { QUEUED, sendOrQueue, type Queued } from '@/lib/outbox/outbox';
import { request } from './client';
import { createIdempotencyKey } from './transport';
import { useSWRConfig } from 'swr';
import { revalidate, useApi } from './swr';

// The serving line (decision 078): the lists to tick, the scans, the undo, the parent's meal code
// and the tray labels. A tick or a scan made without a network waits in the outbox (decision 026)
// under the key it was made with, and goes once when the network returns.

export const servingKeys = {
  all: () => ['serving'] as const,
  classes: (date: string, diningType: DiningType) =>
    ['serving', 'classes', date, diningType] as const,
  list: (classesId: number, date: string, diningType: DiningType) =>
    ['serving', 'list', classesId, date, diningType] as const,
  child: (child: number, date: string, diningType: DiningType) =>
    ['serving', 'child', child, date, diningType] as const,
  labels: (date: string, diningType: DiningType) =>
    ['serving', 'labels', date, diningType] as const,
};

const silent = { request: { silent: true } };

export function useServingClasses(date: string, diningType: DiningType) {
  return useApi(
    servingKeys.classes(date, diningType),
    servingClasses,
    { query: { date, diningType } },
    silent,
  );
}

export function useServingList(classesId: number | null, date: string, diningType: DiningType) {
  return useApi(
    classesId ? servingKeys.list(classesId, date, diningType) : null,
    servingList,
    { params: { classesId: classesId ?? 0 }, query: { date, diningType } },
    silent,
  );
}

/** The selected child's meal: its state, the collection time and the code to show. */
export function useChildMealCollection(
  child: number | undefined,
  date: string,
  diningType: DiningType,
) {
  return useApi(
    child ? servingKeys.child(child, date, diningType) : null,
    childMealCollection,
    { query: { date, diningType } },
    silent,
  );
}

export function useTrayLabels(date: string, diningType: DiningType) {
  return useApi(
    servingKeys.labels(date, diningType),
    trayLabels,
    { query: { date, diningType } },
    silent,
  );
}

export function revalidateServing(): Promise<unknown[]> {
  return revalidate(servingKeys.all());
}

/** Reads every serving view again in the cache the calling screen renders with. */
export function useRevalidateServing(): () => Promise<unknown[]> {
  const { mutate } = useSWRConfig();
  return () => revalidate(servingKeys.all(), mutate);
}

export interface Service {
  date: string;
  diningType: DiningType;
}

/**
 * Marks one child's meal collected from the list. `label` names the item while it waits in the
 * outbox. Resolves to the collection, or QUEUED when there is no network.
 */
export async function collectMeal(
  child: number,
  service: Service,
  label: string,
): Promise<Collection | Queued> {
  const body = { associatedUserId: child, ...service };
  const key = createIdempotencyKey();
  const result = await sendOrQueue({ kind: 'collect', key, body, child, ...service, label }, () =>
    request(collectMealEndpoint, { body }, { idempotencyKey: key, silent: true }),
  );
  if (result !== QUEUED) await revalidateServing();
  return result;
}

/** The child a meal code names (`canteen-meal:1:<child>:<date>:<dining>:<mac>`), else 0. */
export function childOfCode(code: string): number {
  const match = /^canteen-meal:\d+:(\d+):/.exec(code);
  const child = match ? Number(match[1]) : 0;
  return Number.isSafeInteger(child) ? child : 0;
}

/**
 * Marks the meal a scanned code names collected. Every scan is its own intent (its own key): the
 * same code scanned again later is asked again, and the server says it was already collected.
 */
export async function scanMealCode(
  code: string,
  service: Service,
  label: string,
): Promise<Collection | Queued> {
  const body = { code, ...service };
  const key = createIdempotencyKey();
  const result = await sendOrQueue(
    { kind: 'scan', key, body, child: childOfCode(code), ...service, label },
    () => request(scanMealCodeEndpoint, { body }, { idempotencyKey: key, silent: true }),
  );
  if (result !== QUEUED) await revalidateServing();
  return result;
}

/** Takes back a mistaken tick (online only: an undo is never queued behind the tick it undoes). */
export async function undoCollection(child: number, service: Service) {
  const result = await request(
    undoCollectionEndpoint,
    { body: { associatedUserId: child, ...service } },
    { silent: true },
  );
  await revalidateServing();
  return result;
}
