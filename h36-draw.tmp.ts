import { readFileSync, writeFileSync } from 'node:fs';
import { drawHandSample, sourceLabel } from './apps/server/src/modules/autotrack/autotrack-labels';
import { benchProfiles } from './apps/server/src/modules/autotrack/autotrack-profiles';
const all = JSON.parse(readFileSync('/tmp/h36/bills.json', 'utf8'));
const out: unknown[] = [];
benchProfiles.forEach((profile, index) => {
  const bills = all[profile.stateCode];
  const drawn = drawHandSample(profile, index, bills);
  const byId = new Map(bills.map((b: any) => [b.id, b]));
  console.log(`\n===== ${profile.name} (${drawn.length})`);
  for (const row of drawn) {
    const b: any = byId.get(row.billId);
    const src = sourceLabel(profile, b);
    console.log(`\n${row.billId} [${row.stratum}] src=${src.relevant ? (src.bySubject ? 'S' : '') + (src.bySection ? 'C' : '') : '-'} terms=${b.subjectTerms.join('; ')}\n  ${b.title}${b.abstract ? `\n  ABSTRACT: ${b.abstract.slice(0, 300)}` : ''}${b.text ? `\n  TEXT: ${b.text.replace(/\s+/g, ' ').slice(0, 500)}` : ''}`);
  }
  out.push({ profile: profile.name, drawn });
});
writeFileSync('/tmp/h36/drawn.json', JSON.stringify(out, null, 1));
