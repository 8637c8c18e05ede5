// Every table, so that drizzle-kit and the typed client see one schema.
export * from './accounts';
export * from './alerts';
export * from './finance';
export * from './ingest';
export * from './jurisdictions';
export * from './legislation';
export * from './lobbying';
export * from './marketing';
export * from './meta';
export * from './notifications';
export * from './people';
export * from './people-team';
export * from './statutes';
export * from './tracking';
