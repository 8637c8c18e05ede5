import { readFileSync } from 'node:fs';
import { labelsOf, stratumOf } from './apps/server/src/modules/autotrack/autotrack-labels';
import { benchProfiles, matchProfileOf } from './apps/server/src/modules/autotrack/autotrack-profiles';
import { measureMethods } from './apps/server/src/modules/autotrack/autotrack-quality';
import { compileProfile, scoreBill, MATCH_THRESHOLD } from './apps/server/src/modules/autotrack/match-scoring';
const hand = JSON.parse(readFileSync('apps/server/src/modules/autotrack/fixtures/autotrack-hand-labels.json', 'utf8'));
const all = JSON.parse(readFileSync('/tmp/h36/bills.json', 'utf8'));
const show = process.argv[2] ?? '';
for (const profile of benchProfiles) {
  const bills = all[profile.stateCode];
  const relevant = labelsOf(profile, bills, hand);
  const judged = hand.profiles.find((e: any) => e.profile === profile.name).bills;
  const sizes = new Map<string, number>();
  for (const b of bills) sizes.set(stratumOf(profile, b), (sizes.get(stratumOf(profile, b)) ?? 0) + 1);
  for (const r of measureMethods(profile, bills, relevant, judged, sizes))
    console.log(profile.name.padEnd(22), r.method.padEnd(13), r.precisionAt20.toFixed(2), r.precisionAt50.toFixed(2), r.recall.toFixed(2), r.proposed, 'sample', r.sample.precision.toFixed(2), r.sample.recall.toFixed(2), 'est', r.estimate.precision.toFixed(2), r.estimate.recall.toFixed(2));
  if (!show || !profile.name.startsWith(show)) continue;
  const c = compileProfile(matchProfileOf(profile));
  const ranked = bills.map((b: any) => ({ b, r: scoreBill(c, b) })).filter((x: any) => x.r.score > 0).sort((a: any, b: any) => b.r.score - a.r.score || a.b.id.localeCompare(b.b.id));
  ranked.slice(0, Number(process.argv[3] ?? 50)).forEach((x: any, i: number) => console.log(String(i + 1).padStart(3), relevant.has(x.b.id) ? 'Y' : '.', x.r.score, x.b.id, x.b.title.slice(0, 110), '||', x.r.explanation.summary.slice(0, 100)));
  console.log('--- relevant missed (below threshold)');
  for (const b of bills) if (relevant.has(b.id) && scoreBill(c, b).score < MATCH_THRESHOLD) console.log('  ', b.id, b.title.slice(0, 120), b.subjectTerms.slice(0,3));
}
