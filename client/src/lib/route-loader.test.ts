import { QueryClient, queryOptions } from '@tanstack/react-query';
import { primeQuery } from './route-loader';

const signedIn = { isAuthenticated: true, session: null };
const signedOut = { isAuthenticated: false, session: null };

describe('primeQuery', () => {
  it('reads the query into the cache for a signed-in player and keeps what is cached', async () => {
    const queryClient = new QueryClient();
    const reads: number[] = [];
    const options = queryOptions({ queryKey: ['/api/x'], queryFn: () => reads.push(1) });
    await primeQuery({ queryClient, auth: signedIn }, options);
    await primeQuery({ queryClient, auth: signedIn }, options);
    expect(reads).toHaveLength(1);
    expect(queryClient.getQueryData(['/api/x'])).toBe(1);
  });

  it('reads nothing for a visitor', async () => {
    const queryClient = new QueryClient();
    const queryFn = jest.fn(() => 1);
    await primeQuery({ queryClient, auth: signedOut }, queryOptions({ queryKey: ['/api/x'], queryFn }));
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('leaves a refused read in its query for the screen instead of failing the route', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const refusal = new Error('FEATURE_LOCKED');
    await expect(
      primeQuery(
        { queryClient, auth: signedIn },
        queryOptions({ queryKey: ['/api/x'], queryFn: () => Promise.reject(refusal) }),
      ),
    ).resolves.toBeUndefined();
    expect(queryClient.getQueryState(['/api/x'])?.error).toBe(refusal);
  });
});
