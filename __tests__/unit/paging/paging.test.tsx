import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialPagedState, pagedReducer, type PagedState } from '@/lib/paging/paging';
import { usePagedList, type FetchPage } from '@/lib/paging/usePagedList';

// (docs/product.md, "States and transitions"), paging.
describe('pagedReducer', () => {
  const loaded = (state: PagedState<number>, items: number[], total?: number) =>
    pagedReducer(pagedReducer(state, { type: 'start' }), {
      type: 'loaded',
      generation: state.generation,
      items,
      size: 2,
      total,
    });

  it('starts at page 0 with nothing', () => {
    expect(initialPagedState()).toMatchObject({
      items: [],
      page: 0,
      loading: false,
      finished: false,
    });
  });

  it('appends a non-empty page and only then grows the page number', () => {
    let state = loaded(initialPagedState<number>(), [1, 2]);
    expect(state).toMatchObject({ items: [1, 2], page: 1, loading: false, finished: false });
    state = loaded(state, [3, 4]);
    expect(state).toMatchObject({ items: [1, 2, 3, 4], page: 2 });
    state = loaded(state, []);
    expect(state).toMatchObject({ items: [1, 2, 3, 4], page: 2, finished: true });
  });

  it('finishes on a short page or when the total is reached', () => {
    expect(loaded(initialPagedState<number>(), [1])).toMatchObject({ page: 1, finished: true });
    expect(loaded(initialPagedState<number>(), [1, 2], 2)).toMatchObject({
      page: 1,
      finished: true,
    });
  });

  it('keeps page and items on a failure', () => {
    const state = loaded(initialPagedState<number>(), [1, 2]);
    const failed = pagedReducer(pagedReducer(state, { type: 'start' }), {
      type: 'failed',
      generation: state.generation,
      error: new Error('x'),
    });
    expect(failed).toMatchObject({ items: [1, 2], page: 1, loading: false, error: new Error('x') });
  });

  it('reset empties the list, returns to page 0 and ignores answers to older requests', () => {
    const state = loaded(initialPagedState<number>(), [1, 2]);
    const reset = pagedReducer(state, { type: 'reset' });
    expect(reset).toMatchObject({ items: [], page: 0, finished: false });
    const stale = pagedReducer(reset, {
      type: 'loaded',
      generation: state.generation,
      items: [9, 9],
      size: 2,
    });
    expect(stale).toBe(reset);
  });
});

function List({ fetchPage }: { fetchPage: FetchPage<string> }) {
  const { items, loading, finished, error, loadMore, refresh } = usePagedList(fetchPage, 2);
  return (
    <div>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {loading && <p>loading</p>}
      {finished && <p>finished</p>}
      {error !== undefined && <p>failed</p>}
      <button onClick={() => void loadMore()}>more</button>
      <button onClick={() => void refresh()}>refresh</button>
    </div>
  );
}

describe('usePagedList', () => {
  it('loads page 0 on mount, appends further pages and stops after an empty one', async () => {
    const asked: number[] = [];
    const pages: Record<number, string[]> = { 0: ['a', 'b'], 1: ['c', 'd'], 2: [] };
    const fetchPage: FetchPage<string> = async (page, size) => {
      asked.push(page);
      expect(size).toBe(2);
      return { content: pages[page] ?? [], page, size, total: 99 };
    };
    render(<List fetchPage={fetchPage} />);
    expect(await screen.findByText('b')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(await screen.findByText('d')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(await screen.findByText('finished')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(asked).toEqual([0, 1, 2]);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('refresh empties the list and starts again from page 0', async () => {
    let round = 0;
    const asked: number[] = [];
    const fetchPage: FetchPage<string> = async (page) => {
      asked.push(page);
      return [`r${round}-p${page}-1`, `r${round}-p${page}-2`];
    };
    render(<List fetchPage={fetchPage} />);
    await screen.findByText('r0-p0-2');
    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    await screen.findByText('r0-p1-2');
    round = 1;
    await userEvent.click(screen.getByRole('button', { name: 'refresh' }));
    await screen.findByText('r1-p0-1');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(asked).toEqual([0, 1, 0]);
  });

  it('reports a failure and retries the same page', async () => {
    let failing = true;
    const asked: number[] = [];
    const fetchPage: FetchPage<string> = async (page) => {
      asked.push(page);
      if (failing) throw new Error('offline');
      return ['x', 'y'];
    };
    render(<List fetchPage={fetchPage} />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    await waitFor(() => expect(screen.getByText('y')).toBeInTheDocument());
    expect(screen.queryByText('failed')).not.toBeInTheDocument();
    expect(asked).toEqual([0, 0]);
  });
});
