// The proof that cn()'s own merger (merge-classes.ts) may stand in for tailwind-merge (decision 049): tailwind-merge
// stays a devDependency as the oracle, and every check below compares the two results as strings (same classes, same
// order) over the classes the web app's sources really write, read with the TypeScript parser. A class added to the
// code base that the merger does not know, while tailwind-merge would merge it, fails here with its name.
import path from 'node:path';
import fc from 'fast-check';
import { twMerge } from 'tailwind-merge';
import { readClassStrings } from '@/testing/class-strings';
import { classGroup, mergeClasses } from './merge-classes';

const sources = readClassStrings(path.resolve(__dirname, '..'));
const tokens = (text: string) => text.trim().split(/\s+/).filter(Boolean);
/** A class tailwind-merge knows: one it removes when written twice (it keeps unknown classes as they are). */
const twKnows = (name: string) => twMerge(`${name} ${name}`) === name;

// Every class token written where a class list is expected, and every token of the sources' other strings that
// tailwind-merge knows (class constants and tone maps such as `const selectClass = '…'` live there).
const classTokens = [
  ...new Set([
    ...sources.classLists.flatMap((s) => tokens(s.text)),
    ...sources.otherStrings.flatMap((s) => tokens(s.text)).filter(twKnows),
  ]),
].sort();
const classLists = [...new Set([...sources.classLists, ...sources.otherStrings].map((s) => s.text.trim()))].filter(
  (text) => tokens(text).some(twKnows),
);
/** The class without its modifiers and '!', as merge-classes sees it. */
const baseOf = (name: string) => {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === '[' || name[i] === '(') depth++;
    else if (name[i] === ']' || name[i] === ')') depth--;
    else if (name[i] === ':' && depth === 0) start = i + 1;
  }
  return name.slice(start).replace(/^!|!$/g, '');
};
const bases = [...new Set(classTokens.map(baseOf))].sort();

const mismatches = (lists: string[]) =>
  lists.flatMap((list) => {
    const ours = mergeClasses(list);
    const theirs = twMerge(list);
    return ours === theirs ? [] : [{ list, ours, theirs }];
  });

describe('the class strings of the code base', () => {
  it('are read from the sources: class lists, cva() variants and class constants', () => {
    expect(sources.classLists.length).toBeGreaterThan(1000);
    expect(sources.variantSets.map((set) => set.file)).toEqual(
      expect.arrayContaining(['components/ui/button.tsx', 'components/ui/badge.tsx', 'components/ui/sheet-radix.tsx']),
    );
    expect(classTokens).toEqual(expect.arrayContaining(['px-4', 'hover:bg-accent', 'md:grid-cols-2', 'sm:max-w-xs']));
  });
});

// About a million merges each way: minutes under load, not seconds.
describe('mergeClasses against tailwind-merge over the classes the code base writes', { timeout: 300_000 }, () => {
  it('knows exactly the classes tailwind-merge knows', () => {
    const unknown = classTokens.filter((name) => twKnows(name) !== (mergeClasses(`${name} ${name}`) === name));
    expect(unknown, 'classes tailwind-merge merges that merge-classes.ts does not know (add their family)').toEqual([]);
  });

  it('merges every ordered pair of the base classes alike', () => {
    const lists: string[] = [];
    for (const first of bases) for (const second of bases) if (first !== second) lists.push(`${first} ${second}`);
    expect(lists.length).toBeGreaterThan(100_000);
    expect(mismatches(lists).slice(0, 20)).toEqual([]);
  });

  it('merges every ordered pair of classes with the same modifiers alike (hover:, md:, dark:, data-[…]:, !)', () => {
    const prefixOf = (name: string) => name.slice(0, name.length - baseOf(name).length);
    const lists: string[] = [];
    for (const name of classTokens)
      for (const other of classTokens)
        if (name !== other && prefixOf(name) !== '' && prefixOf(name) === prefixOf(other))
          lists.push(`${name} ${other}`);
    expect(lists.length).toBeGreaterThan(1000);
    expect(mismatches(lists).slice(0, 20)).toEqual([]);
  });

  it('merges every cva() variant combination with every class list of the code base as the caller className', () => {
    const lists: string[] = [];
    for (const { base, variants } of sources.variantSets) {
      let combinations = [base];
      for (const options of variants)
        combinations = combinations.flatMap((combination) => options.map((option) => `${combination} ${option}`));
      for (const combination of combinations) for (const caller of classLists) lists.push(`${combination} ${caller}`);
    }
    expect(lists.length).toBeGreaterThan(10_000);
    expect(mismatches(lists).slice(0, 20)).toEqual([]);
  });

  it('merges random pairs and triples of the class lists of the code base alike', () => {
    const list = fc.constantFrom(...classLists);
    fc.assert(
      fc.property(fc.array(list, { minLength: 2, maxLength: 3 }), (lists) => {
        const joined = lists.join(' ');
        expect(mergeClasses(joined)).toBe(twMerge(joined));
      }),
      { numRuns: 20_000 },
    );
  });

  it('merges random classes of the code base under shared modifiers, in any order and importance, alike', () => {
    const modifier = fc.constantFrom(
      '',
      'hover:',
      'md:',
      'dark:',
      'md:hover:',
      'hover:md:',
      'data-[state=open]:',
      'group-hover:',
      'aria-selected:',
      'sm:dark:',
      'dark:sm:',
      '[&_svg]:',
      'before:hover:',
      'hover:before:',
    );
    const name = fc.tuple(modifier, fc.constantFrom(...bases), fc.constantFrom('', '!'), fc.boolean());
    fc.assert(
      fc.property(fc.array(name, { minLength: 2, maxLength: 5 }), (names) => {
        const list = names
          .map(([mod, base, bang, leading]) => (leading ? `${mod}${bang}${base}` : `${mod}${base}${bang}`))
          .join(' ');
        expect(mergeClasses(list)).toBe(twMerge(list));
      }),
      { numRuns: 20_000 },
    );
  });
});

describe('mergeClasses on the cases a class merger gets wrong', () => {
  // Beyond the code base's own classes: the ambiguous prefixes and partial conflicts, each compared with tailwind-merge.
  const cases = [
    // text-: size, colour, alignment, wrapping; a size with a line height overrides leading-*.
    'text-sm text-red-500 text-lg text-muted-foreground',
    'text-[10px] text-[#fff] text-[length:var(--x)] text-(--y) text-base',
    'text-left text-balance text-center text-wrap',
    'leading-6 text-sm/6 leading-none text-lg',
    'text-sm/6 leading-none',
    // border-, ring-, outline-, shadow-, stroke-, divide-: width or style against colour.
    'border border-2 border-red-500 border-dashed border-[3px] border-[#000] border-(length:--w)',
    'border-x-2 border-2 border-t border-l-4 border-l-sky-600 border-y border-t-transparent',
    'border-collapse border-separate',
    'ring ring-2 ring-ring/50 ring-[3px] ring-inset ring-offset-2 ring-offset-red-500',
    'outline outline-2 outline-dashed outline-none outline-hidden outline-ring outline-offset-4',
    'shadow shadow-sm shadow-none shadow-red-500 shadow-[0_0_1px_red] shadow-xs',
    'stroke-2 stroke-red-500 stroke-none stroke-[3px]',
    'divide-x divide-y-2 divide-red divide-dashed',
    // bg-: colour, image, size, position, repeat.
    'bg-red-500 bg-[url(/a.png)] bg-cover bg-center bg-no-repeat bg-[#fff] bg-none bg-linear-to-t',
    'bg-[radial-gradient(1rem_1rem_at_0%_0%,red,transparent)] bg-muted/50',
    // font-: weight or family.
    'font-bold font-sans font-[600] font-mono font-semibold',
    // Padding, margin, inset, rounded corners, gap, overflow, size against their parts.
    'p-2 px-3 pt-1 p-4 py-2 pl-0',
    'px-2 pr-4 p-0',
    'm-2 -mx-1 mt-3 -m-4 mb-auto',
    'inset-0 inset-x-2 top-1 -left-3 inset-y-0 right-0',
    'rounded-md rounded-t-lg rounded-tl-none rounded-full rounded-r-full rounded-br-sm',
    'gap-2 gap-x-3 gap-4 gap-y-1',
    'overflow-hidden overflow-x-auto overflow-auto overflow-y-scroll',
    'size-4 w-2 h-3 size-full',
    'flex-1 grow shrink-0 basis-64 flex-none flex-col',
    'line-clamp-2 block overflow-hidden line-clamp-3',
    'translate-x-2 -translate-y-1/2 translate-none translate-x-0',
    'col-span-2 col-start-1 col-span-full row-start-1',
    // Variants, their order, importance and arbitrary variants.
    'hover:p-2 md:p-3 hover:md:p-4 md:hover:p-5 dark:hover:bg-red dark:bg-blue hover:dark:bg-green',
    'p-2! p-3 !p-4 p-5!',
    '[&_svg]:size-4 [&_svg]:size-3 [&_svg:not([class*=size-])]:size-2 data-[state=open]:bg-accent data-[state=open]:bg-muted',
    'before:hover:p-1 hover:before:p-2 group-hover:p-3 aria-selected:p-4 group-hover:p-5',
    // Arbitrary properties and unknown classes (kept as they are).
    '[mask-type:luminance] [mask-type:alpha] group peer bill-text animate-fade-in animate-spin animate-none',
    'w-[min(18rem,calc(100vw-1.5rem))] w-full max-w-[calc(100%-2rem)] max-w-lg max-w-screen-md',
  ];
  it.each(cases)('%s', (list) => {
    expect(mergeClasses(list)).toBe(twMerge(list));
  });

  it('keeps an empty list empty and spaces collapsed', () => {
    expect(mergeClasses('')).toBe(twMerge(''));
    expect(mergeClasses('  p-2   p-3  ')).toBe(twMerge('  p-2   p-3  '));
  });

  it('returns undefined for a class outside its families', () => {
    expect(classGroup('mask-linear-10')).toBeUndefined();
    expect(classGroup('px-4')).toBe('px');
  });
});
