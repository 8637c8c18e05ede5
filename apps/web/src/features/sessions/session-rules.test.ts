import type { Session } from '@statehouse/shared/sessions/sessions.schemas';
import {
  availableStates,
  initialState,
  resolveSession,
  sessionAfterStateChange,
  sessionsFor,
  stateAfterAllowedChange,
} from './session-rules';

/** A session as GET /api/sessions sends it (the shared Session type). */
const session = (id: string, isDefault = false, rest: Partial<Session> = {}): Session => ({
  id,
  isDefault,
  name: 'Regular Session',
  classification: 'regular',
  startDate: null,
  endDate: null,
  billCount: 1,
  ...rest,
});

describe('legislative rules (SPEC section 4)', () => {
  it('offers only the allowed states, or every state when none are listed', () => {
    expect(availableStates(['ny', 'CA']).map((state) => state.id)).toEqual(['CA', 'NY']);
    expect(availableStates([])).toHaveLength(52);
  });

  it('starts in TX when it is available, else in the first available state', () => {
    expect(initialState(availableStates([]))).toBe('TX');
    expect(initialState(availableStates(['NY', 'CA']))).toBe('CA');
    expect(initialState([])).toBeUndefined();
  });

  it('moves to the first available state when the current one is no longer allowed', () => {
    expect(stateAfterAllowedChange('TX', availableStates(['OK', 'NM']))).toBe('NM');
    expect(stateAfterAllowedChange('NM', availableStates(['OK', 'NM']))).toBe('NM');
    expect(stateAfterAllowedChange('ALL', availableStates(['OK']))).toBe('ALL');
  });

  it('clears the session when switching to ALL unless it is an ALL pseudo-session', () => {
    expect(sessionAfterStateChange('ALL', '89R')).toBeUndefined();
    expect(sessionAfterStateChange('ALL', 'MOST_RECENT')).toBe('MOST_RECENT');
    expect(sessionAfterStateChange('CA', 'MOST_RECENT')).toBeUndefined();
    expect(sessionAfterStateChange('CA', '25R')).toBe('25R');
  });

  it('lists ALL_ACTIVE, MOST_RECENT and MOST_RECENT_REGULAR for ALL, and state sessions newest first', () => {
    expect(sessionsFor('ALL', undefined).map((session) => session.id)).toEqual([
      'ALL_ACTIVE',
      'MOST_RECENT',
      'MOST_RECENT_REGULAR',
    ]);
    const sorted = sessionsFor('TX', [session('88R'), session('892'), session('89R', true), session('2025')]);
    expect(sorted.map((session) => session.id)).toEqual(['892', '89R', '88R', '2025']);
  });

  it('keeps a listed session, else takes the one the server marks default; ALL falls back to ALL_ACTIVE', () => {
    const sessions = [session('892'), session('89R', true)];
    expect(resolveSession('TX', '892', sessions)).toBe('892');
    expect(resolveSession('TX', '25R', sessions)).toBe('89R');
    expect(resolveSession('TX', undefined, sessions)).toBe('89R');
    // The web chooses no default of its own: the server marks one whenever it lists any.
    expect(resolveSession('TX', undefined, [session('251')])).toBeUndefined();
    expect(resolveSession('WY', '25R', [])).toBeUndefined();
    expect(resolveSession('ALL', undefined, sessionsFor('ALL', undefined))).toBe('ALL_ACTIVE');
  });

  it('orders a state’s sessions by the year they began, so 2025 comes above 1999 (decision 018)', () => {
    const sorted = sessionsFor('NY', [
      session('99R', false, { name: '1999-2000 Regular Session', startDate: '1999-01-01' }),
      session('25R', true, { name: '2025-2026 Regular Session', startDate: '2025-01-01' }),
      session('23R', false, { name: '2023-2024 Regular Session', startDate: '2023-01-01' }),
    ]);
    expect(sorted.map((session) => session.id)).toEqual(['25R', '23R', '99R']);
  });
});
