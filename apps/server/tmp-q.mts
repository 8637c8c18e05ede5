import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const a = await PGlite.create('/tmp/h34first/ld1', { extensions: { pg_trgm } });
for (const q of process.argv.slice(2)) { const r = await a.query(q); console.log(q); console.table(r.rows); }
await a.close();
