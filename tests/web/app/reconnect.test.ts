// @vitest-environment happy-dom
/**
 * A page opened offline: its queries fail (TanStack believes it is online from the start), and
 * when the connection returns they must be fetched again without a click.
 */
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, refetchWhenTheConnectionReturns } from '../../../web/app/query-client';

const offlineError = Object.assign(new Error('Failed to fetch'), { status: 0 });

async function failedQuery() {
  const queryClient = createQueryClient();
  queryClient.setQueryDefaults(['contact'], { retryDelay: 0 });
  let connected = false;
  const observer = new QueryObserver(queryClient, {
    queryKey: ['contact'],
    queryFn: async () => {
      if (!connected) throw offlineError;
      return 'the form';
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
  connected = true;
  return { queryClient, observer, unsubscribe };
}

describe('queries that failed in a page opened offline', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it("stay failed on the browser's online event without the wiring (TanStack saw no change)", async () => {
    const { observer, unsubscribe } = await failedQuery();
    cleanups.push(unsubscribe);
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(observer.getCurrentResult().status).toBe('error');
  });

  it('are fetched again when the connection returns', async () => {
    const { queryClient, observer, unsubscribe } = await failedQuery();
    cleanups.push(unsubscribe, refetchWhenTheConnectionReturns(queryClient));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('the form'));
  });
});
