import { dataSourceOf, dataSources } from '@statehouse/shared/reference/data-sources';
import { describe, expect, it } from 'vitest';
import { importers } from './registry';
import { legiscanSourceName, openStatesSourceName } from './sync/connectors';

// The data-sources page and the sample README credit sources from the shared catalog; an importer
// without an entry would import data that nobody is credited for.
describe('the data-source catalog', () => {
  it('has an entry for every importer and live connector, and an importer for every file source', () => {
    for (const importer of importers) expect(dataSourceOf(importer.name), importer.name).toBeDefined();
    expect(dataSourceOf(openStatesSourceName('TX'))?.kind).toBe('live');
    expect(dataSourceOf(legiscanSourceName('TX'))?.kind).toBe('live');
    const fileSources = dataSources.filter((source) => source.kind === 'file').map((source) => source.id);
    expect(fileSources.sort()).toEqual(importers.map((importer) => importer.name).sort());
  });
});
