import { hasNoBillsLoaded } from './bill-counts';

describe('hasNoBillsLoaded', () => {
  it('says a state has no bills loaded only when the server counted none in every session', () => {
    const none = [{ billCount: 0 }];
    const some = [...none, { billCount: 3 }];
    const unknown = [{}];
    expect(hasNoBillsLoaded(none)).toBe(true);
    expect(hasNoBillsLoaded(some)).toBe(false);
    expect(hasNoBillsLoaded(unknown)).toBe(false);
    expect(hasNoBillsLoaded([])).toBe(false);
  });
});
