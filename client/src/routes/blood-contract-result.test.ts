/**
 * @jest-environment node
 */
import { Route } from './_shell/_auth/dashboard/blood-contract-result';

/** Issue 31 point 13: without a result the screen goes to the contracts screen, not a not-found path. */
describe('/dashboard/blood-contract-result', () => {
  it('redirects a visit without a result to /dashboard/blood-contracts', () => {
    const beforeLoad = Route.options.beforeLoad as unknown as (context: unknown) => void;
    let thrown: unknown;
    try {
      beforeLoad({ location: { state: {} } });
    } catch (error) {
      thrown = error;
    }
    expect((thrown as { options?: { href?: string } }).options?.href).toBe('/dashboard/blood-contracts');
  });
});
