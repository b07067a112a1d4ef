import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textDebounceMs, useDebouncedText } from './use-debounced-text';

describe('useDebouncedText', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('applies the text once, textDebounceMs after the last change', () => {
    const apply = vi.fn();
    const { result } = renderHook(() => useDebouncedText('', apply));
    act(() => result.current.setText('P'));
    act(() => vi.advanceTimersByTime(textDebounceMs - 1));
    act(() => result.current.setText('Pl'));
    act(() => vi.advanceTimersByTime(textDebounceMs - 1));
    expect(apply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith('Pl');
  });

  it('waits the delay it is given', () => {
    const apply = vi.fn();
    const { result } = renderHook(() => useDebouncedText('', apply, 120));
    act(() => result.current.setText('Plaza'));
    act(() => vi.advanceTimersByTime(119));
    expect(apply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(apply).toHaveBeenCalledWith('Plaza');
  });

  it('with no delay applies every change at once, and only changes', () => {
    const apply = vi.fn();
    const { result } = renderHook(() => useDebouncedText('', apply, 0));
    act(() => result.current.setText('P'));
    expect(apply).toHaveBeenLastCalledWith('P');
    act(() => result.current.setText('Pl'));
    expect(apply).toHaveBeenLastCalledWith('Pl');
    act(() => result.current.setText('Pl'));
    act(() => vi.runAllTimers());
    expect(apply.mock.calls).toEqual([['P'], ['Pl']]);
    expect(result.current.text).toBe('Pl');
  });

  it('takes a value applied elsewhere without applying it back', () => {
    const apply = vi.fn();
    const { result, rerender } = renderHook(({ applied }) => useDebouncedText(applied, apply, 0), {
      initialProps: { applied: 'Acme' },
    });
    rerender({ applied: '' });
    expect(result.current.text).toBe('');
    act(() => vi.runAllTimers());
    expect(apply).not.toHaveBeenCalled();
  });
});
