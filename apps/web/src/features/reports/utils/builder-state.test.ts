import { parametersOf, parseBillIds, readBuilderState, writeBuilderState } from './builder-state';

describe('builder state', () => {
  it('reads the URL, ignores what is not a choice, and writes it back without defaults', () => {
    const state = readBuilderState(
      new URLSearchParams('by=tags&tagIds=5,x,7&columns=bill,secret,title&groupBy=color&format=xlsx&memberVotes=0'),
    );
    expect(state).toMatchObject({
      by: 'tags',
      tagIds: [5, 7],
      columns: ['bill', 'title'],
      groupBy: 'none',
      format: 'xlsx',
      memberVotes: false,
    });
    expect(writeBuilderState(state).toString()).toBe(
      'by=tags&tagIds=5%2C7&columns=bill%2Ctitle&format=xlsx&memberVotes=0',
    );
  });

  it('has no parameters until the choice is complete', () => {
    expect(parametersOf('bill', readBuilderState(new URLSearchParams('by=tags')))).toBeNull();
    expect(parametersOf('bill', readBuilderState(new URLSearchParams('by=tracked&states=tx&statuses=1')))).toEqual({
      selection: { by: 'tracked', states: ['TX'], progressStatuses: [1] },
      columns: ['bill', 'title', 'status', 'lastActionDate', 'lastAction', 'nextHearing', 'position'],
      groupBy: 'none',
    });
    expect(
      parametersOf(
        'vote',
        readBuilderState(new URLSearchParams('by=bills&billIds=CO-251-SB-2&chamber=upper&title=Votes')),
      ),
    ).toEqual({
      selection: { by: 'bills', billIds: ['CO-251-SB-2'] },
      chamber: 'upper',
      includeMemberVotes: true,
      title: 'Votes',
    });
  });

  it('reads typed bill ids in any case and separator', () => {
    expect(parseBillIds('tx-892-hb-1, CO-251-SB-2\nTX-892-HB-1;ny-25r-s-3967')).toEqual([
      'TX-892-HB-1',
      'CO-251-SB-2',
      'NY-25R-S-3967',
    ]);
  });
});
