// A small Tailwind v4 class merger standing in for tailwind-merge's twMerge in cn() (decision 049): the last class of a
// conflict group wins, earlier classes it overrides are dropped. It follows tailwind-merge 3's algorithm (modifiers
// split on ':', sorted except order-sensitive ones; '!' important; '/' postfix; a leading '-' ignored) and its class
// groups and conflicts, but only for the families listed below: a class outside them is kept as it is, never merged.
// merge-classes.test.ts proves it gives twMerge's result for every class the web app's sources write and fails on
// a class it does not know that twMerge would merge.

type Test = string | ((value: string) => boolean);
/** A class group: its id and what its value may be (space-separated keywords, '-' for none, or a validator). */
type Rule = [group: string, ...tests: Test[]];

const arbitraryValue = /^\[(?:(\w[\w-]*):)?(.+)\]$/i;
const arbitraryVariable = /^\((?:(\w[\w-]*):)?(.+)\)$/i;
const lengthUnit =
  /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/;
const colorFunction = /^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix|color|light-dark)\(.+\)$/;

const num = (v: string) => !!v && !Number.isNaN(Number(v));
const arbitrary = (v: string) => arbitraryValue.test(v) || arbitraryVariable.test(v);
/** `[label:…]` with one of the labels, or `[…]` whose content passes the test. */
const arbitraryOf =
  (labels: string, test: (content: string) => boolean = () => false) =>
  (v: string) => {
    const match = arbitraryValue.exec(v);
    return !!match && (match[1] ? labels.split(' ').includes(match[1]) : test(match[2] as string));
  };
/** `(label:…)` with one of the labels, or `(…)` when unlabelled ones count. */
const variableOf =
  (labels: string, unlabelled = false) =>
  (v: string) => {
    const match = arbitraryVariable.exec(v);
    return !!match && (match[1] ? labels.split(' ').includes(match[1]) : unlabelled);
  };
const length = (v: string) => lengthUnit.test(v) && !colorFunction.test(v);
const either =
  (...tests: ((v: string) => boolean)[]) =>
  (v: string) =>
    tests.some((test) => test(v));

/** The validators of the table below, one capital letter each (tailwind-merge's validator of the same meaning). */
const validators: Record<string, (value: string) => boolean> = {
  N: num,
  I: (v) => !!v && Number.isInteger(Number(v)),
  F: (v) => /^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/.test(v),
  T: (v) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(v),
  Y: () => true,
  P: (v) => v.endsWith('%') && num(v.slice(0, -1)),
  A: arbitrary,
  V: (v) => arbitraryVariable.test(v),
  X: (v) => arbitraryValue.test(v),
  L: either(arbitraryOf('length', length), variableOf('length')),
  E: arbitraryOf('length', length),
  K: arbitraryOf('number', num),
  W: either(
    variableOf('number weight', true),
    arbitraryOf('number weight', () => true),
  ),
  M: either(variableOf('family-name'), arbitraryOf('family-name'), (v) => !arbitrary(v)),
  O: either(variableOf('position percentage'), arbitraryOf('position percentage')),
  S: either(variableOf('length size bg-size'), arbitraryOf('length size bg-size')),
  G: either(
    variableOf('image url'),
    arbitraryOf('image url', (v) =>
      /^(url|image|image-set|cross-fade|element|(repeating-)?(linear|radial|conic)-gradient)\(.+\)$/.test(v),
    ),
  ),
  H: either(
    variableOf('shadow', true),
    arbitraryOf('shadow', (v) => /^(inset_)?-?((\d+)?\.?(\d+)[a-z]+|0)_-?((\d+)?\.?(\d+)[a-z]+|0)/.test(v)),
  ),
};

/** Shared value scales of the table below, written $name there. */
const scales: Record<string, string> = {
  sp: 'px,N,A',
  size: 'F,auto full dvw dvh lvw lvh svw svh min max fit,px,N,A',
  inset: 'F,full auto,px,N,A',
  tr: 'F,full,px,N,A',
  radius: '- none full,T,A',
  bw: '-,N,L',
  ls: 'solid dashed dotted double',
  ovf: 'auto hidden clip visible scroll',
  line: 'I,auto,A',
  tpl: 'I,none subgrid,A',
  pri: 'start end center between around evenly stretch baseline center-safe end-safe',
  sec: 'start end center stretch center-safe end-safe',
  pos: 'center top bottom left right top-left left-top top-right right-top bottom-right right-bottom bottom-left left-bottom',
};

// Class families, one a line: `prefix:rule|rule…`, the prefix being the part of a class before its value. A rule is
// `group=tests` (or just `tests` when the group is the prefix); tests are comma-separated, each either a validator
// letter above or space-separated keywords ('-' the class with no value, as `border` or `shadow`). Keywords are
// tried before validators; among validators, the first rule wins (so a colour, Y, comes last), as in tailwind-merge.
const table = `aspect:auto square video,F,A
break-inside:auto avoid avoid-page avoid-column
break:normal words all keep
object:object-fit=contain cover fill none scale-down|object-position=$pos,A
overflow:$ovf
overflow-x:$ovf
overflow-y:$ovf
z:I,auto,A
basis:F,full auto,T,$sp
flex:flex-direction=row row-reverse col col-reverse|flex-wrap=nowrap wrap wrap-reverse|flex=N,F,auto initial none,X
grow:-,N,A
shrink:-,N,A
order:I,first last none,A
grid-cols:$tpl
grid-rows:$tpl
col:col-start-end=$line
col-span:col-start-end=full,I,A
col-start:$line
col-end:$line
row:row-start-end=$line
row-span:row-start-end=full,I,A
row-start:$line
row-end:$line
auto-cols:auto min max fr,A
auto-rows:auto min max fr,A
justify:justify-content=$pri normal
justify-items:$sec normal
justify-self:auto $sec
content:align-content=normal $pri|content=none,A
items:align-items=$sec baseline baseline-last
self:align-self=auto $sec baseline baseline-last
place-content:$pri
place-items:$sec baseline
place-self:auto $sec
space-x:$sp
space-y:$sp
gap:$sp
gap-x:$sp
gap-y:$sp
size:$size
w:T,screen,$size
min-w:T,screen none,$size
max-w:T,screen none prose,$size
max-w-screen:max-w=T
h:screen lh,$size
min-h:screen lh none,$size
max-h:screen lh none,$size
text:text-alignment=left center right justify start end|text-wrap=wrap nowrap balance pretty|text-overflow=ellipsis clip|font-size=base,T,L|text-color=Y
font:font-weight=thin extralight light normal medium semibold bold extrabold black,W|font-family=M
tracking:tighter tight normal wide wider widest,A
line-clamp:N,none,V,K
leading:none tight snug normal relaxed loose,$sp
list:list-style-position=inside outside|list-style-type=disc decimal none,A
decoration:text-decoration-style=$ls wavy|text-decoration-thickness=N,from-font auto,V,E|text-decoration-color=Y
underline-offset:N,auto,A
indent:$sp
align:vertical-align=baseline top middle bottom text-top text-bottom sub super,A
whitespace:normal nowrap pre pre-line pre-wrap break-spaces
wrap:break-word anywhere normal
bg:bg-attachment=fixed local scroll|bg-position=$pos,O|bg-repeat=no-repeat|bg-size=auto cover contain,S|bg-image=none,G|bg-color=Y
bg-repeat:- x y space round
bg-linear:bg-image=to-t to-tr to-r to-br to-b to-bl to-l to-tl,I,A
bg-radial:bg-image=-,A
from:gradient-from-pos=P,L|gradient-from=Y
via:gradient-via-pos=P,L|gradient-via=Y
to:gradient-to-pos=P,L|gradient-to=Y
border:border-style=$ls hidden none|border-collapse=collapse separate|border-w=$bw|border-color=Y
divide:divide-style=$ls hidden none|divide-color=Y
divide-x:$bw
divide-y:$bw
outline:outline-style=$ls none hidden|outline-w=$bw|outline-color=Y
outline-offset:N,A
shadow:shadow=- inner none,T,H|shadow-color=Y
ring:ring-w=$bw|ring-color=Y
ring-offset:ring-offset-w=N,E|ring-offset-color=Y
opacity:N,A
filter:- none,A
blur:- none,T,A
backdrop-blur:- none,T,A
backdrop-filter:- none,A
table:table-layout=auto fixed
transition:transition=- all colors opacity shadow transform none,A|transition-behavior=normal discrete
duration:N,initial,A
ease:linear initial in out in-out,A
delay:N,A
animate:none spin ping pulse bounce,A
transform:- none gpu cpu,A
rotate:none,N,A
scale:none,N,A
translate:$tr
translate-x:$tr
translate-y:$tr
translate-z:$tr
accent:Y
cursor:auto default pointer wait text move help not-allowed none context-menu progress cell crosshair vertical-text alias copy no-drop grab grabbing all-scroll col-resize row-resize,A
pointer-events:auto none
resize:none - y x
select:none text all auto
touch:auto none manipulation
touch-pan:touch-x=x left right|touch-y=y up down
fill:none,Y
stroke:stroke-w=N,L,K|stroke=none,Y
scroll:scroll-behavior=auto smooth
inset:$inset
inset-x:$inset
inset-y:$inset
inset-s:start=$inset
start:$inset
inset-e:end=$inset
end:$inset
inset-bs:$inset
inset-be:$inset
top:$inset
right:$inset
bottom:$inset
left:$inset`;

/** Class families by prefix. */
const families: Record<string, Rule[]> = {};
const family = (prefix: string, rules: string) => {
  families[prefix] = rules
    .replace(/\$(\w+)/g, (_, scale: string) => scales[scale] as string)
    .split('|')
    .map((rule) => {
      const [group, tests] = rule.includes('=') ? (rule.split('=') as [string, string]) : [prefix, rule];
      return [group, ...tests.split(',').map((test) => validators[test] ?? test)];
    });
};

/** Classes that are a whole keyword, by group. */
const keywords: Record<string, string> = {
  display:
    'block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden',
  sr: 'sr-only not-sr-only',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  container: 'container',
  'container-type': '@container',
  isolation: 'isolate isolation-auto',
  'font-smoothing': 'antialiased subpixel-antialiased',
  'font-style': 'italic not-italic',
  'fvn-spacing': 'proportional-nums tabular-nums',
  'text-decoration': 'underline overline line-through no-underline',
  'text-transform': 'uppercase lowercase capitalize normal-case',
  'text-overflow': 'truncate',
  'space-x-reverse': 'space-x-reverse',
  'space-y-reverse': 'space-y-reverse',
  'divide-x-reverse': 'divide-x-reverse',
  'divide-y-reverse': 'divide-y-reverse',
  'ring-w-inset': 'ring-inset',
  'translate-none': 'translate-none',
  'touch-pz': 'touch-pinch-zoom',
};

/** What a class of a group overrides besides its own group, one group a line: `group:overridden groups`. */
const conflicts: Record<string, string[]> = {};
const conflictTable = `overflow:overflow-x overflow-y
flex:basis grow shrink
gap:gap-x gap-y
size:w h
font-size:leading
line-clamp:display overflow
translate:translate-x translate-y translate-none
translate-none:translate translate-x translate-y translate-z
touch:touch-x touch-y touch-pz
touch-x:touch
touch-y:touch
touch-pz:touch
inset:inset-x inset-y inset-bs inset-be start end top right bottom left
inset-x:start end right left
inset-y:inset-bs inset-be top bottom`;

// The families and conflicts that come by side: padding, margin, scroll margin and padding, border width and colour
// (x and y override their two sides, the base every side), and rounded corners.
const x = 's e r l';
const y = 'bs be t b';
const allSides = `x y ${x} ${y}`.split(' ');
const overrides = (group: (side: string) => string) => {
  conflicts[group('')] = allSides.map(group);
  conflicts[group('x')] = x.split(' ').map(group);
  conflicts[group('y')] = y.split(' ').map(group);
};
// rounded, its four sides (s e t r b l) and corners (ss se ee es tl tr br bl), each side overriding its two corners.
const corners: Record<string, string> = { s: 'ss es', e: 'se ee', t: 'tl tr', r: 'tr br', b: 'br bl', l: 'tl bl' };

const keywordGroups = new Map<string, string>();

let tablesBuilt = false;
/**
 * Fills the families, conflicts and keywords from the tables above on the first merge rather than when the module
 * loads: the module is in every page's entry, whose evaluation is one long task on a phone (decision 054).
 */
function buildTables(): void {
  if (tablesBuilt) return;
  tablesBuilt = true;
  for (const line of table.split('\n')) family(line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1));
  for (const line of conflictTable.split('\n')) {
    const [group, others] = line.split(':') as [string, string];
    conflicts[group] = others.split(' ');
  }
  for (const base of ['p', 'm', 'scroll-p', 'scroll-m']) {
    overrides((side) => base + side);
    for (const side of ['', ...allSides]) family(base + side, base.endsWith('m') ? 'auto,$sp' : '$sp');
  }
  for (const kind of ['w', 'color']) overrides((side) => `border-${kind}${side ? `-${side}` : ''}`);
  for (const side of allSides) family(`border-${side}`, `border-w-${side}=$bw|border-color-${side}=Y`);
  conflicts.rounded = [];
  for (const part of ['', ...Object.keys(corners), 'ss se ee es tl tr br bl'].join(' ').split(' ')) {
    const group = part ? `rounded-${part}` : 'rounded';
    family(group, '$radius');
    if (part) conflicts.rounded.push(group);
    if (corners[part]) conflicts[group] = (corners[part] as string).split(' ').map((corner) => `rounded-${corner}`);
  }
  for (const [group, classes] of Object.entries(keywords))
    for (const name of classes.split(' ')) keywordGroups.set(name, group);
}

// A class with nothing after its family (border, rounded, shadow) matches the keyword '-'; validators need a value.
const passes = (test: Test, value: string | undefined) =>
  typeof test === 'string' ? test.split(' ').includes(value ?? '-') : value !== undefined && test(value);

// A page repeats the same few hundred classes across its class lists: each is looked up once.
const groups = new Map<string, string | undefined>();

/** The group of a class without modifiers and '!', or undefined when it is not one this merger knows. */
export function classGroup(base: string): string | undefined {
  if (groups.has(base)) return groups.get(base);
  buildTables();
  const group = findGroup(base);
  if (groups.size > 2000) groups.clear();
  groups.set(base, group);
  return group;
}

function findGroup(base: string): string | undefined {
  if (base.startsWith('[') && base.endsWith(']')) {
    const property = base.slice(1, -1).split(':')[0];
    return base.includes(':') && property ? `arbitrary..${property}` : undefined;
  }
  const name = base.startsWith('-') ? base.slice(1) : base;
  const keyword = keywordGroups.get(name);
  if (keyword) return keyword;
  // The longest prefix first, as tailwind-merge walks its class tree; within a family, keywords before validators.
  const parts = name.split('-');
  for (let end = parts.length; end > 0; end--) {
    const rules = families[parts.slice(0, end).join('-')];
    if (!rules) continue;
    const value = end < parts.length ? parts.slice(end).join('-') : undefined;
    for (const [group, ...tests] of rules)
      if (tests.some((test) => typeof test === 'string' && passes(test, value))) return group;
    for (const [group, ...tests] of rules)
      if (tests.some((test) => typeof test !== 'string' && passes(test, value))) return group;
  }
  return undefined;
}

// Modifiers whose order changes what they select: kept in place when the others are sorted.
const orderSensitive = new Set(
  '* ** after backdrop before details-content file first-letter first-line marker placeholder selection'.split(' '),
);

function sortModifiers(modifiers: string[]): string[] {
  const sorted: string[] = [];
  let segment: string[] = [];
  for (const modifier of modifiers) {
    if (modifier[0] === '[' || orderSensitive.has(modifier)) {
      sorted.push(...segment.sort(), modifier);
      segment = [];
    } else segment.push(modifier);
  }
  return [...sorted, ...segment.sort()];
}

/** Parts of a class: its modifiers, whether it is important, its base and where a '/' postfix starts in the base. */
function parse(className: string) {
  const modifiers: string[] = [];
  let depth = 0;
  let start = 0;
  let postfix: number | undefined;
  for (let index = 0; index < className.length; index++) {
    const character = className[index];
    if (depth === 0 && character === ':') {
      modifiers.push(className.slice(start, index));
      start = index + 1;
    } else if (depth === 0 && character === '/') postfix = index;
    else if (character === '[' || character === '(') depth++;
    else if (character === ']' || character === ')') depth--;
  }
  let base = className.slice(start);
  const important = base.endsWith('!') || base.startsWith('!');
  if (important) base = base.endsWith('!') ? base.slice(0, -1) : base.slice(1);
  return { modifiers, important, base, postfix: postfix && postfix > start ? postfix - start : undefined };
}

const cache = new Map<string, string>();

/** The class list with every class overridden by a later one of the same group (and modifiers) removed. */
export function mergeClasses(classList: string): string {
  const cached = cache.get(classList);
  if (cached !== undefined) return cached;
  // No buildTables() here: `conflicts` is read only after classGroup, which builds the tables on its first miss.
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index] as string;
    const { modifiers, important, base, postfix } = parse(className);
    let group = postfix ? classGroup(base.slice(0, postfix)) : undefined;
    let withPostfix = !!group;
    if (!group) {
      group = classGroup(base);
      withPostfix = false;
    }
    if (group) {
      const modifier = sortModifiers(modifiers).join(':') + (important ? '!' : '');
      if (taken.has(modifier + group)) continue;
      taken.add(modifier + group);
      for (const other of conflicts[group] ?? []) taken.add(modifier + other);
      // text-sm/6 sets the line height as well: it overrides leading-* with or without the postfix.
      if (withPostfix && group === 'font-size') taken.add(`${modifier}leading`);
    }
    kept.push(className);
  }
  const result = kept.reverse().join(' ');
  if (cache.size > 500) cache.clear();
  cache.set(classList, result);
  return result;
}
