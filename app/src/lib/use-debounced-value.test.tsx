import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value.ts';

describe('a value debounced', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows the value once it has not changed for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250), { initialProps: { value: '' } });
    rerender({ value: 'f' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender({ value: 'fr' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    // Still typing: nothing sent yet.
    expect(result.current).toBe('');
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(result.current).toBe('fr');
  });
});
