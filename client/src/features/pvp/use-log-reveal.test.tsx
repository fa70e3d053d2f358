import { act, renderHook } from '@testing-library/react';
import { useLogReveal } from './use-log-reveal';

describe('useLogReveal', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reveals one line every 400 ms, then the summary 400 ms after the last line', () => {
    const { result } = renderHook(() => useLogReveal(3));
    expect(result.current).toEqual({ visible: 0, summary: false });
    act(() => void jest.advanceTimersByTime(399));
    expect(result.current.visible).toBe(0);
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current.visible).toBe(1);
    act(() => void jest.advanceTimersByTime(400));
    expect(result.current.visible).toBe(2);
    act(() => void jest.advanceTimersByTime(400));
    expect(result.current).toEqual({ visible: 3, summary: false });
    act(() => void jest.advanceTimersByTime(399));
    expect(result.current.summary).toBe(false);
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current).toEqual({ visible: 3, summary: true });
  });

  it('shows the summary 400 ms after opening an empty log', () => {
    const { result } = renderHook(() => useLogReveal(0));
    act(() => void jest.advanceTimersByTime(400));
    expect(result.current).toEqual({ visible: 0, summary: true });
  });
});
