import { introducedDate, summaryBeyondTitle } from './bill-dates';

describe('summaryBeyondTitle', () => {
  const title = 'Relating to youth camp emergency plans and preparedness; authorizing penalties.';

  it('is the abstract when it says more than the title', () => {
    const abstract = 'Requires resident youth camps to file an emergency plan with the department each year.';
    expect(summaryBeyondTitle({ title, abstract })).toBe(abstract);
  });

  it('is null without an abstract, or when the abstract only repeats the title', () => {
    expect(summaryBeyondTitle({ title, abstract: null })).toBeNull();
    expect(summaryBeyondTitle({ title, abstract: '  ' })).toBeNull();
    expect(summaryBeyondTitle({ title, abstract: title.toUpperCase() })).toBeNull();
    expect(
      summaryBeyondTitle({ title, abstract: 'Relating to youth camp emergency plans and preparedness' }),
    ).toBeNull();
    expect(summaryBeyondTitle({ title, abstract: `An Act ${title}` })).toBeNull();
  });
});

describe('introducedDate', () => {
  it('is the date of the Introduced milestone, not the first action (a filing)', () => {
    const progress = [
      { status: 0, date: '2025-08-15' },
      { status: 1, date: '2025-08-18' },
      { status: 9, date: '2025-08-18' },
    ];
    expect(introducedDate({ progress })).toBe('2025-08-18');
  });

  it('is null when the bill has no Introduced milestone', () => {
    expect(introducedDate({ progress: [{ status: 0, date: '2025-08-15' }] })).toBeNull();
  });
});
