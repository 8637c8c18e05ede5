// The bills module's data access, split by what it serves: search and list planning, facet counts, one bill's
// detail, the history feed. The service imports them through this file only, so one vi.mock('./bills.queries')
// in bills.service.test.ts stands in for all of them; other modules go through bills.service (decision 021).
export * from './bills.detail.queries';
export * from './bills.facets.queries';
export * from './bills.feed.queries';
export * from './bills.search.queries';
