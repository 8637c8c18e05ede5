/** The landing page's layout and page modules: the first screen most visitors open (landing.html). */
export const landingModules = ['src/app/routes/layouts/public-layout.tsx', 'src/app/routes/marketing/landing.tsx'];

type ChunkLike = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[] };
type OutputLike = ChunkLike | { type: 'asset'; fileName: string };
type BundleLike = Record<string, OutputLike>;

/**
 * The chunk files of `modules` with their static imports, less what the entry chunk already loads (index.html lists
 * those). Throws when a module is no longer a chunk of its own (a renamed file), so a preload cannot silently go.
 */
export function preloadFiles(bundle: BundleLike, entryFileName: string, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((output): output is ChunkLike => output.type === 'chunk');
  const closure = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) closure(imported, into);
  };
  const loaded = new Set<string>();
  closure(entryFileName, loaded);
  const wanted = new Set<string>();
  for (const id of modules) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(id));
    if (!chunk) throw new Error(`preload: no chunk for ${id}`);
    closure(chunk.fileName, wanted);
  }
  return [...wanted].filter((fileName) => !loaded.has(fileName));
}

/**
 * The `<link rel="modulepreload">` tag, as Vite writes it, that landing.html (build/prerender.ts) gets for
 * each landing chunk. Without them a phone asks for these chunks only once the entry script (React and the router,
 * about 130 KB) has downloaded and run. index.html preloads no route's chunks: tried for the app layout's 49 files,
 * they competed with the entry script and the first paint of /bills came later (decisions 019 and 047).
 */
export const modulePreloadTag = (fileName: string) =>
  `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${fileName}">`;
