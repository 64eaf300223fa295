import { describe, expect, it } from 'vitest';
import { MAX_VISIBLE, SNACKBAR_PLACEMENTS, SNACKBAR_TYPES, snackbarReducer } from './snackbar-state';

describe('snackbar state', () => {
  it('has the five types and nine placements of SPEC §2', () => {
    expect(SNACKBAR_TYPES).toEqual(['default', 'success', 'warning', 'error', 'info']);
    expect(SNACKBAR_PLACEMENTS).toHaveLength(9);
  });

  it('shows, hides by id, and keeps at most three that hide by themselves', () => {
    let state = snackbarReducer([], { type: 'show', snackbar: { id: 1, title: 'a', ttl: 3000 } });
    state = snackbarReducer(state, { type: 'show', snackbar: { id: 2, title: 'b', ttl: 3000 } });
    expect(snackbarReducer(state, { type: 'hide', id: 1 }).map((s) => s.id)).toEqual([2]);
    for (let id = 3; id < 7; id++)
      state = snackbarReducer(state, { type: 'show', snackbar: { id, title: String(id), ttl: 3000 } });
    expect(state.map((s) => s.id)).toEqual([4, 5, 6]);
    expect(state).toHaveLength(MAX_VISIBLE);
  });

  it('never pushes out one without a ttl: it goes only when closed (SPEC §4)', () => {
    let state = snackbarReducer([], { type: 'show', snackbar: { id: 1, title: 'check your email' } });
    for (let id = 2; id < 7; id++)
      state = snackbarReducer(state, { type: 'show', snackbar: { id, title: 'followed', ttl: 3000 } });
    expect(state.map((s) => s.id)).toEqual([1, 5, 6]);
    expect(snackbarReducer(state, { type: 'hide', id: 1 }).map((s) => s.id)).toEqual([5, 6]);
  });

  it('keeps three when none hides by itself: the oldest then goes', () => {
    let state: ReturnType<typeof snackbarReducer> = [];
    for (let id = 1; id < 6; id++)
      state = snackbarReducer(state, { type: 'show', snackbar: { id, title: String(id) } });
    expect(state.map((s) => s.id)).toEqual([3, 4, 5]);
    // a new one with a ttl, when the others have none: still three, the oldest gone
    state = snackbarReducer(state, { type: 'show', snackbar: { id: 6, title: '6', ttl: 3000 } });
    expect(state.map((s) => s.id)).toEqual([4, 5, 6]);
  });
});
