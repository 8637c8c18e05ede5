import { isAmendmentVersion } from '@statehouse/shared/bills/latest-version';

/**
 * How far through the legislature a version's own note says its text is (docs/decisions/059): introduced <
 * committee report or substitute < engrossed (passed its chamber) < a committee report or substitute of the
 * other chamber < enrolled (passed both) < enacted. Null when the note names no stage (GA's "Local Ad" and
 * "Fiscal Note", WI's "Bill Text", CO's "PA1") and for amendments, which are not the bill's text.
 */
export function versionStage(note: string, fromChamber?: string | null): number | null {
  const name = note.replace(/\s*\(\d{1,2}\/\d{1,2}\/\d{4}\)\s*$/, '').trim();
  if (!name || isAmendmentVersion(name)) return null;
  // Georgia's LC numbers end in the stage: /a introduced, /hs /hcs House (committee) substitute, /AP as passed.
  const code = /\/([A-Za-z]+)\*?$/.exec(name)?.[1]?.toLowerCase();
  if (/\b(?:signed act|chaptered|chapter(?:ed)? law|public act|session law|became law|act no\.?)\b/i.test(name))
    return 6;
  if (
    code === 'ap' ||
    /\b(?:enrolled|final act|passed both|(?:read and )?adopted|as passed(?! (?:house|senate|assembly)\b))\b/i.test(name)
  )
    return 5;
  if (/\bre-?revised\b/i.test(name)) return 4.5;
  if (/\brevised\b/i.test(name)) return 4;
  const committee =
    (code !== undefined && /^[hs]c?s{1,2}$/.test(code)) ||
    /^PA\d+\b/.test(name) ||
    /\b(?:committee report|comm(?:ittee)? sub(?:stitute)?|ctee sub|substitute|reported|amended|preamended)\b/i.test(
      name,
    );
  if (committee) {
    const noteChamber =
      /\b(?:house|assembly|hse)\b/i.test(name) || code?.startsWith('h')
        ? 'lower'
        : /\b(?:senate|sen)\b/i.test(name) || code?.startsWith('s')
          ? 'upper'
          : null;
    // The other chamber's committee sees the bill after its own chamber passed it.
    return noteChamber && fromChamber && noteChamber !== fromChamber ? 3 : 1;
  }
  if (/\bre-?engrossed\b/i.test(name)) return 2.5;
  if (/\bengrossed\b|\bas passed (?:house|senate|assembly)\b|\bpassed (?:house|senate|assembly)\b/i.test(name))
    return 2;
  if (code === 'a' || /\b(?:introduced|pre-?filed|filed|original)\b/i.test(name)) return 0;
  return null;
}

/**
 * A bill's versions oldest first, by meaning, never by file position (sources list them oldest first, newest first,
 * or neither). When every version is dated: by date, the stage breaking ties. Otherwise by stage (versionStage):
 * versions whose note names no stage come first, amendments keep their places. Where the dates or stages a
 * list has only go down, it is read backwards first, so equal stages keep their real order (GA lists
 * `/hcs` before `/hs`, newest first).
 */
export function orderVersions<T extends { name: string; date: string | null }>(
  versions: readonly T[],
  fromChamber?: string | null,
): T[] {
  const items = versions.map((version) => ({
    version,
    date: version.date,
    stage: versionStage(version.name, fromChamber),
    amendment: isAmendmentVersion(version.name),
  }));
  const allDated = items.length > 0 && items.every((item) => item.date);
  const keys = allDated
    ? items.map((item) => item.date as string)
    : items.flatMap((item) => (item.stage === null ? [] : [item.stage]));
  let down = 0;
  let up = 0;
  for (let index = 1; index < keys.length; index += 1) {
    const [before, after] = [keys[index - 1] as string | number, keys[index] as string | number];
    if (after < before) down += 1;
    else if (after > before) up += 1;
  }
  const oriented = down > up ? [...items].reverse() : items;
  const ranked = oriented.map((item, index) => ({ ...item, index }));
  if (allDated) {
    return ranked
      .sort(
        (a, b) =>
          (a.date as string).localeCompare(b.date as string) ||
          (a.stage !== null && b.stage !== null ? a.stage - b.stage : 0) ||
          a.index - b.index,
      )
      .map((item) => item.version);
  }
  const texts = ranked.filter((item) => !item.amendment);
  const unstaged = texts.filter((item) => item.stage === null);
  const staged = texts
    .filter((item) => item.stage !== null)
    .sort(
      (a, b) =>
        (a.stage as number) - (b.stage as number) ||
        (a.date && b.date ? a.date.localeCompare(b.date) : 0) ||
        a.index - b.index,
    );
  const queue = [...unstaged, ...staged];
  return ranked.map((item) => (item.amendment ? item.version : (queue.shift() as (typeof ranked)[number]).version));
}
