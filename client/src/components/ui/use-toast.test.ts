import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ToastItem, toast, toastReducer, useToast } from './use-toast';

const item = (id: string): ToastItem => ({ id, title: id, open: true, variant: 'default' });

describe('toast store', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps at most one toast: a new one replaces the one showing', () => {
    let state = toastReducer({ toasts: [] }, { type: 'add', toast: item('a') });
    state = toastReducer(state, { type: 'add', toast: item('b') });
    expect(state.toasts.map((t) => t.id)).toEqual(['b']);
  });

  it('closes a toast on dismiss and drops it on remove', () => {
    let state = toastReducer({ toasts: [] }, { type: 'add', toast: item('a') });
    state = toastReducer(state, { type: 'dismiss', id: 'a' });
    expect(state.toasts[0]?.open).toBe(false);
    state = toastReducer(state, { type: 'remove', id: 'a' });
    expect(state.toasts).toEqual([]);
  });

  it('shows only the latest of several toasts to subscribers, then removes it after dismissal', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Customize Workflow' });
      toast({ title: 'Customize Resources', description: 'Coming soon', variant: 'destructive' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: 'Customize Resources', variant: 'destructive' });
    act(() => result.current.dismiss());
    expect(result.current.toasts[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.toasts).toEqual([]);
  });
});
