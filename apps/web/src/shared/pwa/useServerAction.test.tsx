import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noteServerAnswered, noteServerUnreachable } from './connectivity';
import { useServerAction } from './useServerAction';

describe('useServerAction', () => {
  it('disables an action with its explanation while offline, and enables it when the server answers', () => {
    const { result } = renderHook(() => useServerAction());
    expect(result.current).toEqual({ disabled: false });
    act(() => noteServerUnreachable());
    expect(result.current).toMatchObject({ disabled: true, 'aria-describedby': 'offline-explanation' });
    act(() => noteServerAnswered());
    expect(result.current.disabled).toBe(false);
  });
});
