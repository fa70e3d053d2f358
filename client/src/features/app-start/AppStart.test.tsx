import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppStart, DISCLAIMER_KEY, SPLASH_MS } from './AppStart';
import { READY_MS } from './Disclaimer';

/** Spec 000 section 2 (App start), issue 31 point 13: the splash at every app start, not once per session. */
describe('AppStart', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
    localStorage.clear();
    localStorage.setItem(DISCLAIMER_KEY, 'true');
  });
  afterEach(() => jest.useRealTimers());

  it('shows the splash for 5 s at each start, even when it was shown earlier in this browser session', () => {
    // What the old build wrote after the first splash of the session.
    sessionStorage.setItem('darkcity.splashShown', 'true');
    const first = render(<AppStart />);
    expect(screen.getByTestId('splash')).toBeTruthy();
    act(() => jest.advanceTimersByTime(SPLASH_MS));
    expect(screen.queryByTestId('splash')).toBeNull();
    first.unmount();

    // The next start (a reload): the splash again, the accepted disclaimer not.
    render(<AppStart />);
    expect(screen.getByTestId('splash')).toBeTruthy();
    act(() => jest.advanceTimersByTime(SPLASH_MS));
    expect(screen.queryByTestId('splash')).toBeNull();
    expect(screen.queryByTestId('disclaimer')).toBeNull();
  });

  it('follows the splash with the disclaimer until it is accepted, and remembers the acceptance', async () => {
    localStorage.clear();
    render(<AppStart />);
    act(() => jest.advanceTimersByTime(SPLASH_MS));
    // Its module loads during the splash; the page behind stays covered meanwhile.
    await screen.findByTestId('disclaimer');
    fireEvent.click(screen.getByRole('button', { name: 'أوافق وأريد المتابعة' }));
    expect(localStorage.getItem(DISCLAIMER_KEY)).toBe('true');
    expect(screen.getByRole('button', { name: 'أستعد' })).toBeTruthy();
    act(() => jest.advanceTimersByTime(READY_MS));
    expect(screen.queryByTestId('disclaimer')).toBeNull();
  });
});
