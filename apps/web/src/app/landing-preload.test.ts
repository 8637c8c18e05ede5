import { landingModules, modulePreloadTag, preloadFiles } from '../../build/landing-preload';
import { lowPriorityScripts } from '../../build/script-priority';

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[] };
const chunk = (fileName: string, imports: string[] = [], facadeModuleId: string | null = null): Chunk => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  imports,
});

describe('the landing page preloads', () => {
  const react = chunk('assets/react.js');
  const entry = chunk('assets/index.js', ['assets/react.js']);
  const layout = chunk(
    'assets/public-layout.js',
    ['assets/react.js', 'assets/icon.js'],
    '/w/src/app/routes/layouts/public-layout.tsx',
  );
  const landing = chunk('assets/landing.js', ['assets/react.js'], '/w/src/app/routes/marketing/landing.tsx');
  const icon = chunk('assets/icon.js');
  const bills = chunk('assets/bills-list.js', [], '/w/src/app/routes/bills/bills-list.tsx');
  const bundle = Object.fromEntries([react, entry, layout, landing, icon, bills].map((c) => [c.fileName, c]));

  it("lists the landing page's layout and page chunks with their imports, not what the entry already has", () => {
    expect(preloadFiles(bundle, entry.fileName, landingModules)).toEqual([
      'assets/public-layout.js',
      'assets/icon.js',
      'assets/landing.js',
    ]);
  });

  it('fails the build when the landing modules are no longer chunks of their own (a renamed file)', () => {
    const { [landing.fileName]: _gone, ...withoutLanding } = bundle;
    expect(() => preloadFiles(withoutLanding, entry.fileName, landingModules)).toThrow(/landing\.tsx/);
  });

  it("writes the tag as the build leaves Vite's own (low priority: the first screen needs no script)", () => {
    expect(modulePreloadTag('assets/icon.js')).toBe(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/icon.js">',
    );
    const viteTag = '<link rel="modulepreload" crossorigin href="/assets/icon.js">';
    const transform = lowPriorityScripts().transformIndexHtml as { handler: (html: string) => string };
    expect(transform.handler(viteTag)).toBe(modulePreloadTag('assets/icon.js'));
    expect(transform.handler('<script type="module" crossorigin src="/assets/web.js"></script>')).toBe(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/web.js"></script>',
    );
  });
});
