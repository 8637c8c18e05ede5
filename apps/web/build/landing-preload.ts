import type { Plugin } from 'vite';

/** The landing page's layout and page modules: the first screen most visitors open. */
const landingModules = ['src/app/routes/layouts/public-layout.tsx', 'src/app/routes/marketing/landing.tsx'];

type ChunkLike = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[] };
type OutputLike = ChunkLike | { type: 'asset'; fileName: string };

/**
 * Adds `<link rel="modulepreload">` for the landing page's own chunks to index.html. Without it a phone asks for
 * them only once the entry script (React and the router, about 130 KB) has downloaded and run, one more round
 * trip before the hero can paint. Other pages download these few KB for nothing, at low cost
 * (docs/decisions/019).
 */
export function landingPreload(): Plugin {
  return {
    name: 'statehouse:landing-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as Record<string, OutputLike> | undefined;
        const entry = context.chunk as ChunkLike | undefined;
        if (!bundle || !entry) return html;
        const chunks = Object.values(bundle).filter((output): output is ChunkLike => output.type === 'chunk');
        // The entry and everything it imports are already in index.html.
        const loaded = new Set<string>();
        const closure = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [])
            closure(imported, into);
        };
        closure(entry.fileName, loaded);
        const wanted = new Set<string>();
        for (const id of landingModules) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(id));
          if (!chunk) throw new Error(`landing-preload: no chunk for ${id}`);
          closure(chunk.fileName, wanted);
        }
        const links = [...wanted]
          .filter((fileName) => !loaded.has(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          }));
        return { html, tags: links };
      },
    },
  };
}
