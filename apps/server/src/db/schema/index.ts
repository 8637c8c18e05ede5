// Every table, so that drizzle-kit and the typed client see one schema.
export * from './meta';
