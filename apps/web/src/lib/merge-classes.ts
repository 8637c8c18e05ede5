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
const shadowValue = /^(inset_)?-?((\d+)?\.?(\d+)[a-z]+|0)_-?((\d+)?\.?(\d+)[a-z]+|0)/;
const imageValue = /^(url|image|image-set|cross-fade|element|(repeating-)?(linear|radial|conic)-gradient)\(.+\)$/;

const num = (v: string) => !!v && !Number.isNaN(Number(v));
const int = (v: string) => !!v && Number.isInteger(Number(v));
const fraction = (v: string) => /^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/.test(v);
const tshirt = (v: string) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(v);
const any = () => true;
const percent = (v: string) => v.endsWith('%') && num(v.slice(0, -1));
/** `[…]` or `(…)`, with any label. */
const arbitrary = (v: string) => arbitraryValue.test(v) || arbitraryVariable.test(v);
const variable = (v: string) => arbitraryVariable.test(v);
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
const arbitraryLength = (v: string) => arbitraryOf('length', length)(v) || variableOf('length')(v);

const spacing: Test[] = ['px', num, arbitrary];
const inset: Test[] = [fraction, 'full auto', ...spacing];
const sizing: Test[] = [fraction, 'auto full dvw dvh lvw lvh svw svh min max fit', ...spacing];
const overflow = 'auto hidden clip visible scroll';
const radius: Test[] = ['- none full', tshirt, arbitrary];
const borderWidth: Test[] = ['-', num, arbitraryLength];
const lineStyle = 'solid dashed dotted double';
const color: Test[] = [any];
const primaryAxis = 'start end center between around evenly stretch baseline center-safe end-safe';
const secondaryAxis = 'start end center stretch center-safe end-safe';
const position =
  'center top bottom left right top-left left-top top-right right-top bottom-right right-bottom bottom-left left-bottom';
const gridLine: Test[] = [int, 'auto', arbitrary];
const gridTemplate: Test[] = [int, 'none subgrid', arbitrary];
const blur: Test[] = ['- none', tshirt, arbitrary];
const translate: Test[] = [fraction, 'full', ...spacing];

/** Class families by prefix: the part of a class before its value. */
const families: Record<string, Rule[]> = {
  aspect: [['aspect', 'auto square video', fraction, arbitrary]],
  'break-inside': [['break-inside', 'auto avoid avoid-page avoid-column']],
  break: [['break', 'normal words all keep']],
  object: [
    ['object-fit', 'contain cover fill none scale-down'],
    ['object-position', position, arbitrary],
  ],
  overflow: [['overflow', overflow]],
  'overflow-x': [['overflow-x', overflow]],
  'overflow-y': [['overflow-y', overflow]],
  z: [['z', int, 'auto', arbitrary]],
  basis: [['basis', fraction, 'full auto', tshirt, ...spacing]],
  flex: [
    ['flex-direction', 'row row-reverse col col-reverse'],
    ['flex-wrap', 'nowrap wrap wrap-reverse'],
    ['flex', num, fraction, 'auto initial none', (v) => arbitraryValue.test(v)],
  ],
  grow: [['grow', '-', num, arbitrary]],
  shrink: [['shrink', '-', num, arbitrary]],
  order: [['order', int, 'first last none', arbitrary]],
  'grid-cols': [['grid-cols', ...gridTemplate]],
  'grid-rows': [['grid-rows', ...gridTemplate]],
  col: [['col-start-end', ...gridLine]],
  'col-span': [['col-start-end', 'full', int, arbitrary]],
  'col-start': [['col-start', ...gridLine]],
  'col-end': [['col-end', ...gridLine]],
  row: [['row-start-end', ...gridLine]],
  'row-span': [['row-start-end', 'full', int, arbitrary]],
  'row-start': [['row-start', ...gridLine]],
  'row-end': [['row-end', ...gridLine]],
  'auto-cols': [['auto-cols', 'auto min max fr', arbitrary]],
  'auto-rows': [['auto-rows', 'auto min max fr', arbitrary]],
  justify: [['justify-content', `${primaryAxis} normal`]],
  'justify-items': [['justify-items', `${secondaryAxis} normal`]],
  'justify-self': [['justify-self', `auto ${secondaryAxis}`]],
  content: [
    ['align-content', `normal ${primaryAxis}`],
    ['content', 'none', arbitrary],
  ],
  items: [['align-items', `${secondaryAxis} baseline baseline-last`]],
  self: [['align-self', `auto ${secondaryAxis} baseline baseline-last`]],
  'place-content': [['place-content', primaryAxis]],
  'place-items': [['place-items', `${secondaryAxis} baseline`]],
  'place-self': [['place-self', `auto ${secondaryAxis}`]],
  'space-x': [['space-x', ...spacing]],
  'space-y': [['space-y', ...spacing]],
  size: [['size', ...sizing]],
  w: [['w', tshirt, 'screen', ...sizing]],
  'min-w': [['min-w', tshirt, 'screen none', ...sizing]],
  'max-w': [['max-w', tshirt, 'screen none prose', ...sizing]],
  'max-w-screen': [['max-w', tshirt]],
  h: [['h', 'screen lh', ...sizing]],
  'min-h': [['min-h', 'screen lh none', ...sizing]],
  'max-h': [['max-h', 'screen lh none', ...sizing]],
  text: [
    ['text-alignment', 'left center right justify start end'],
    ['text-wrap', 'wrap nowrap balance pretty'],
    ['text-overflow', 'ellipsis clip'],
    ['font-size', 'base', tshirt, arbitraryLength],
    ['text-color', ...color],
  ],
  font: [
    [
      'font-weight',
      'thin extralight light normal medium semibold bold extrabold black',
      variableOf('number weight', true),
      arbitraryOf('number weight', any),
    ],
    ['font-family', variableOf('family-name'), arbitraryOf('family-name'), (v) => !arbitrary(v)],
  ],
  tracking: [['tracking', 'tighter tight normal wide wider widest', arbitrary]],
  'line-clamp': [['line-clamp', num, 'none', variable, arbitraryOf('number', num)]],
  leading: [['leading', 'none tight snug normal relaxed loose', ...spacing]],
  list: [
    ['list-style-position', 'inside outside'],
    ['list-style-type', 'disc decimal none', arbitrary],
  ],
  decoration: [
    ['text-decoration-style', `${lineStyle} wavy`],
    ['text-decoration-thickness', num, 'from-font auto', variable, arbitraryOf('length', length)],
    ['text-decoration-color', ...color],
  ],
  'underline-offset': [['underline-offset', num, 'auto', arbitrary]],
  indent: [['indent', ...spacing]],
  align: [['vertical-align', 'baseline top middle bottom text-top text-bottom sub super', arbitrary]],
  whitespace: [['whitespace', 'normal nowrap pre pre-line pre-wrap break-spaces']],
  wrap: [['wrap', 'break-word anywhere normal']],
  bg: [
    ['bg-attachment', 'fixed local scroll'],
    ['bg-position', position, variableOf('position percentage'), arbitraryOf('position percentage')],
    ['bg-repeat', 'no-repeat'],
    ['bg-size', 'auto cover contain', variableOf('length size bg-size'), arbitraryOf('length size bg-size')],
    ['bg-image', 'none', variableOf('image url'), arbitraryOf('image url', (v) => imageValue.test(v))],
    ['bg-color', ...color],
  ],
  'bg-repeat': [['bg-repeat', '- x y space round']],
  'bg-linear': [['bg-image', 'to-t to-tr to-r to-br to-b to-bl to-l to-tl', int, arbitrary]],
  'bg-radial': [['bg-image', '-', arbitrary]],
  from: [
    ['gradient-from-pos', percent, arbitraryLength],
    ['gradient-from', ...color],
  ],
  via: [
    ['gradient-via-pos', percent, arbitraryLength],
    ['gradient-via', ...color],
  ],
  to: [
    ['gradient-to-pos', percent, arbitraryLength],
    ['gradient-to', ...color],
  ],
  border: [
    ['border-style', `${lineStyle} hidden none`],
    ['border-collapse', 'collapse separate'],
    ['border-w', ...borderWidth],
    ['border-color', ...color],
  ],
  divide: [
    ['divide-style', `${lineStyle} hidden none`],
    ['divide-color', ...color],
  ],
  'divide-x': [['divide-x', ...borderWidth]],
  'divide-y': [['divide-y', ...borderWidth]],
  outline: [
    ['outline-style', `${lineStyle} none hidden`],
    ['outline-w', ...borderWidth],
    ['outline-color', ...color],
  ],
  'outline-offset': [['outline-offset', num, arbitrary]],
  shadow: [
    ['shadow', '- inner none', tshirt, variableOf('shadow', true), arbitraryOf('shadow', (v) => shadowValue.test(v))],
    ['shadow-color', ...color],
  ],
  ring: [
    ['ring-w', ...borderWidth],
    ['ring-color', ...color],
  ],
  'ring-offset': [
    ['ring-offset-w', num, arbitraryOf('length', length)],
    ['ring-offset-color', ...color],
  ],
  opacity: [['opacity', num, arbitrary]],
  filter: [['filter', '- none', arbitrary]],
  blur: [['blur', ...blur]],
  'backdrop-blur': [['backdrop-blur', ...blur]],
  'backdrop-filter': [['backdrop-filter', '- none', arbitrary]],
  table: [['table-layout', 'auto fixed']],
  transition: [
    ['transition', '- all colors opacity shadow transform none', arbitrary],
    ['transition-behavior', 'normal discrete'],
  ],
  duration: [['duration', num, 'initial', arbitrary]],
  ease: [['ease', 'linear initial in out in-out', arbitrary]],
  delay: [['delay', num, arbitrary]],
  animate: [['animate', 'none spin ping pulse bounce', arbitrary]],
  transform: [['transform', '- none gpu cpu', arbitrary]],
  rotate: [['rotate', 'none', num, arbitrary]],
  scale: [['scale', 'none', num, arbitrary]],
  translate: [['translate', ...translate]],
  'translate-x': [['translate-x', ...translate]],
  'translate-y': [['translate-y', ...translate]],
  'translate-z': [['translate-z', ...translate]],
  accent: [['accent', ...color]],
  cursor: [
    [
      'cursor',
      'auto default pointer wait text move help not-allowed none context-menu progress cell crosshair vertical-text alias copy no-drop grab grabbing all-scroll col-resize row-resize',
      arbitrary,
    ],
  ],
  'pointer-events': [['pointer-events', 'auto none']],
  resize: [['resize', 'none - y x']],
  select: [['select', 'none text all auto']],
  touch: [['touch', 'auto none manipulation']],
  'touch-pan': [
    ['touch-x', 'x left right'],
    ['touch-y', 'y up down'],
  ],
  fill: [['fill', 'none', ...color]],
  stroke: [
    ['stroke-w', num, arbitraryLength, arbitraryOf('number', num)],
    ['stroke', 'none', ...color],
  ],
  scroll: [['scroll-behavior', 'auto smooth']],
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

/** What a class of a group overrides besides its own group. */
const conflicts: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  translate: ['translate-x', 'translate-y', 'translate-none'],
  'translate-none': ['translate', 'translate-x', 'translate-y', 'translate-z'],
  touch: ['touch-x', 'touch-y', 'touch-pz'],
  'touch-x': ['touch'],
  'touch-y': ['touch'],
  'touch-pz': ['touch'],
};

// The families and conflicts that come by side: inset, padding, margin, scroll margin and padding, border width and
// colour (x and y cover their two sides, the base every side), and rounded corners.
const x = 's e r l';
const y = 'bs be t b';
const sides = (base: string, values: Test[]) => {
  const group = (side: string) => base + side;
  conflicts[base] = `x y ${x} ${y}`.split(' ').map(group);
  conflicts[group('x')] = x.split(' ').map(group);
  conflicts[group('y')] = y.split(' ').map(group);
  for (const side of ['', ...`x y ${x} ${y}`.split(' ')]) families[group(side)] = [[group(side), ...values]];
};
sides('p', spacing);
sides('m', ['auto', ...spacing]);
sides('scroll-p', spacing);
sides('scroll-m', ['auto', ...spacing]);
for (const side of `x y ${x} ${y}`.split(' '))
  families[`border-${side}`] = [
    [`border-w-${side}`, ...borderWidth],
    [`border-color-${side}`, ...color],
  ];
conflicts['border-w'] = `x y ${x} ${y}`.split(' ').map((side) => `border-w-${side}`);
conflicts['border-color'] = `x y ${x} ${y}`.split(' ').map((side) => `border-color-${side}`);
for (const kind of ['w', 'color']) {
  conflicts[`border-${kind}-x`] = x.split(' ').map((side) => `border-${kind}-${side}`);
  conflicts[`border-${kind}-y`] = y.split(' ').map((side) => `border-${kind}-${side}`);
}
// inset: inset-x and inset-y, then start/end (also written inset-s/inset-e), inset-bs/be, top, right, bottom, left.
conflicts.inset = ['inset-x', 'inset-y', 'inset-bs', 'inset-be', 'start', 'end', 'top', 'right', 'bottom', 'left'];
conflicts['inset-x'] = ['start', 'end', 'right', 'left'];
conflicts['inset-y'] = ['inset-bs', 'inset-be', 'top', 'bottom'];
for (const [prefix, group] of Object.entries({
  inset: 'inset',
  'inset-x': 'inset-x',
  'inset-y': 'inset-y',
  'inset-s': 'start',
  start: 'start',
  'inset-e': 'end',
  end: 'end',
  'inset-bs': 'inset-bs',
  'inset-be': 'inset-be',
  top: 'top',
  right: 'right',
  bottom: 'bottom',
  left: 'left',
}))
  families[prefix] = [[group, ...inset]];
for (const gap of ['gap', 'gap-x', 'gap-y']) families[gap] = [[gap, ...spacing]];
// rounded, its four sides (s e t r b l) and corners (ss se ee es tl tr br bl), each side overriding its two corners.
const corners: Record<string, string> = { s: 'ss es', e: 'se ee', t: 'tl tr', r: 'tr br', b: 'br bl', l: 'tl bl' };
conflicts.rounded = [];
for (const part of ['', ...Object.keys(corners), 'ss se ee es tl tr br bl'].join(' ').split(' ')) {
  const group = part ? `rounded-${part}` : 'rounded';
  families[group] = [[group, ...radius]];
  if (part) conflicts.rounded.push(group);
  if (corners[part]) conflicts[group] = (corners[part] as string).split(' ').map((corner) => `rounded-${corner}`);
}

const keywordGroups = new Map<string, string>();
for (const [group, classes] of Object.entries(keywords))
  for (const name of classes.split(' ')) keywordGroups.set(name, group);

// A class with nothing after its family (border, rounded, shadow) matches the keyword '-'; validators need a value.
const passes = (test: Test, value: string | undefined) =>
  typeof test === 'string' ? test.split(' ').includes(value ?? '-') : value !== undefined && test(value);

/** The group of a class without modifiers and '!', or undefined when it is not one this merger knows. */
export function classGroup(base: string): string | undefined {
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
