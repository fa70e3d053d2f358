import { act, render, screen } from '@testing-library/react';
import { DISCONNECTED, setConnectionState } from '../../realtime/connection-state';
import { ConnectionBadge } from './ConnectionBadge';

describe('ConnectionBadge (spec 000, side HUD)', () => {
  afterEach(() => act(() => setConnectionState(DISCONNECTED)));

  it("says 'متصل' once connected and authenticated", () => {
    render(<ConnectionBadge />);
    act(() => setConnectionState({ connected: true, authenticated: true, quality: 'excellent' }));
    expect(screen.getByTestId('connection').textContent).toBe('متصل');
    expect(screen.getByTestId('connection').getAttribute('title')).toBe('جودة الاتصال: ممتاز');
  });

  it("says 'غير متصل' with the attempt count", () => {
    render(<ConnectionBadge />);
    act(() => setConnectionState({ attempts: 3 }));
    expect(screen.getByTestId('connection').textContent).toBe('غير متصل(المحاولة ٣)');
  });
});
