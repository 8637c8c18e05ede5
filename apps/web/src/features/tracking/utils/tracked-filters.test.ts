import {
  countTrackedFilters,
  ownerChoiceOf,
  ownerFilterOf,
  parseTrackedFilters,
  trackedFiltersToSearchParams,
  withTrackedFilter,
} from './tracked-filters';

describe('tracked filters in the URL', () => {
  it('reads every filter with the API schema and writes back only what differs from the defaults', () => {
    const filters = parseTrackedFilters(
      new URLSearchParams(
        'search=hb 1&states=tx,CO&sessionKeys=TX-892&tagIds=3&tagIds=4&tagLogic=and&trackTypes=upload&progressStatuses=1,8&alertsOnly=true&activeOnly=1&sort=nextHearing&order=asc&page=2&pageSize=50',
      ),
    );
    expect(filters).toMatchObject({
      search: 'hb 1',
      states: ['TX', 'CO'],
      sessionKeys: ['TX-892'],
      tagIds: [3, 4],
      tagLogic: 'and',
      trackTypes: ['upload'],
      progressStatuses: [1, 8],
      alertsOnly: true,
      activeOnly: true,
      sort: 'nextHearing',
      order: 'asc',
      page: 2,
      pageSize: 50,
    });
    expect(trackedFiltersToSearchParams(filters).toString()).toBe(
      'search=hb+1&states=TX%2CCO&sessionKeys=TX-892&tagIds=3%2C4&trackTypes=upload&progressStatuses=1%2C8&tagLogic=and&activeOnly=true&alertsOnly=true&sort=nextHearing&order=asc&page=2&pageSize=50',
    );
    expect(trackedFiltersToSearchParams(parseTrackedFilters(new URLSearchParams())).toString()).toBe('');
  });

  it('drops a value the API would refuse and keeps the rest of the link', () => {
    const filters = parseTrackedFilters(new URLSearchParams('states=XX&tagIds=3&pageSize=5000&sort=votes'));
    expect(filters).toMatchObject({ tagIds: [3], page: 1, pageSize: 25 });
    expect(filters.states).toBeUndefined();
    expect(filters.sort).toBeUndefined();
  });

  it('goes back to page 1 when a filter changes', () => {
    const filters = parseTrackedFilters(new URLSearchParams('page=4'));
    expect(withTrackedFilter(filters, { alertsOnly: true })).toMatchObject({ page: 1, alertsOnly: true });
  });

  it('keeps one owner filter at a time: any, nobody, a member or a team', () => {
    const filters = parseTrackedFilters(new URLSearchParams('ownerUserId=7&page=3'));
    expect(ownerChoiceOf(filters)).toBe('user:7');
    const toTeam = withTrackedFilter(filters, ownerFilterOf('team:2'));
    expect(trackedFiltersToSearchParams(toTeam).toString()).toBe('ownerTeamId=2');
    expect(countTrackedFilters(toTeam)).toBe(1);
    const toNobody = withTrackedFilter(toTeam, ownerFilterOf('unowned'));
    expect(trackedFiltersToSearchParams(toNobody).toString()).toBe('unowned=true');
    expect(ownerChoiceOf(toNobody)).toBe('unowned');
    expect(trackedFiltersToSearchParams(withTrackedFilter(toNobody, ownerFilterOf(''))).toString()).toBe('');
  });

  it('reads the lobbyists’ list with its own filters, and never the one the API refuses beside lobbyistUsersOnly', () => {
    const link = new URLSearchParams('userIds=7,8&jointTracked=1&excludeLobbyistUsers=true&tagIds=5');
    const filters = parseTrackedFilters(link, 'lobbyists');
    expect(filters).toMatchObject({ userIds: [7, 8], jointTracked: true, tagIds: [5] });
    expect(filters.excludeLobbyistUsers).toBeUndefined();
    expect(trackedFiltersToSearchParams(filters).toString()).toBe('tagIds=5&userIds=7%2C8&jointTracked=true');
    expect(countTrackedFilters(filters)).toBe(3);
    // The user's own list has no such filters.
    expect(parseTrackedFilters(link)).not.toHaveProperty('userIds');
  });
});
