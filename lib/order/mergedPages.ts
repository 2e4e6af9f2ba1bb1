import type { Paged } from '@/lib/contract/core';
import type { Order } from '@/lib/contract/order';
import { pageItems } from '@/lib/paging/paging';

// The Orders tab lists every child's orders in one list, but the spec's list call is per child
// (GET /api/order/associate/{userId}, 10 a page). Each child's pages are read in parallel and
// merged newest first, as the server orders them (createdAt, then id, descending); a merged
// page of 10 is given only when every child that may still have newer orders has said so
// (decision 087).

type FetchChildPage = (
  child: number,
  page: number,
  size: number,
) => Promise<Paged<Order> | Order[]>;

interface Cursor {
  child: number;
  /** The child's next page to ask for. */
  next: number;
  /** Orders read but not yet given out, newest first. */
  buffer: Order[];
  done: boolean;
}

function newer(a: Order, b: Order): boolean {
  if (a.createdAt !== b.createdAt) return a.createdAt > b.createdAt;
  return a.id > b.id;
}

/**
 * A `(page, size)` reader over several children for `usePagedList`. Page 0 starts again (a
 * refresh). A failed read changes nothing, so the retry asks for the same merged page.
 */
export function mergedChildPages(children: readonly number[], fetchPage: FetchChildPage) {
  const fresh = () =>
    children.map((child): Cursor => ({ child, next: 0, buffer: [], done: false }));
  let cursors = fresh();
  let generation = 0;

  return async (page: number, size: number): Promise<Order[]> => {
    if (page === 0) {
      cursors = fresh();
      generation += 1;
    }
    const started = generation;
    const work = cursors.map((cursor) => ({ ...cursor, buffer: [...cursor.buffer] }));
    const out: Order[] = [];
    while (out.length < size) {
      await Promise.all(
        work
          .filter((cursor) => cursor.buffer.length === 0 && !cursor.done)
          .map(async (cursor) => {
            const { items, total } = pageItems(await fetchPage(cursor.child, cursor.next, size));
            cursor.next += 1;
            cursor.buffer.push(...items);
            const seen = cursor.next * size;
            cursor.done = items.length < size || (total !== undefined && seen >= total);
          }),
      );
      let best: Cursor | undefined;
      for (const cursor of work) {
        const head = cursor.buffer[0];
        if (head && (!best || newer(head, best.buffer[0]!))) best = cursor;
      }
      if (!best) break;
      out.push(best.buffer.shift()!);
    }
    // A refresh while this page was read: its answer is dropped by the list, its state here too.
    if (started === generation) cursors = work;
    return out;
  };
}
