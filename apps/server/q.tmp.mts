import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create(process.argv[2]);
for (const q of process.argv.slice(3)) { const r = await db.query(q); console.log(q.slice(0,80)); console.table(r.rows); }
await db.close();
