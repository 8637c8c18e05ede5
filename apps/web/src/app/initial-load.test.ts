import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// What the landing page downloads before it can paint is the static import graph of the entry (main.tsx)
// plus the public layout and the landing page: dynamic import() calls start chunks of their own. This test
// walks that graph in the sources, so a stray static import that drags zod or a heavy widget into every
// page's first load fails here instead of showing up later as a slower phone (docs/decisions/019).

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharedSrc = path.resolve(webSrc, '../../../packages/shared/src');

function resolveModule(specifier: string, from: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(webSrc, specifier.slice(2));
  else if (specifier.startsWith('@statehouse/shared/')) base = path.join(sharedSrc, specifier.slice(19));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  if (/\.(css|svg|png)$/.test(base)) return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/** Static, value-carrying imports and re-exports of a module (type-only ones vanish from the build). */
function staticImports(source: string): string[] {
  const found: string[] = [];
  const statement = /^(?:import|export)\s+(type\s+)?([^'"]*?)\s*from\s*'([^']+)';?|^import\s+'([^']+)';?/gms;
  for (const match of source.matchAll(statement)) {
    const [, typeOnly, clause = '', specifier, bare] = match;
    if (bare) {
      found.push(bare);
      continue;
    }
    if (typeOnly || !specifier) continue;
    const named = /^\{([^}]*)\}$/s.exec(clause.trim())?.[1];
    const parts = named?.split(',').map((part) => part.trim()) ?? [];
    const allTypes = named !== undefined && parts.filter(Boolean).every((part) => part.startsWith('type '));
    if (!allTypes) found.push(specifier);
  }
  return found;
}

function initialGraph(roots: string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = roots.map((root) => path.join(webSrc, root));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const resolved = resolveModule(specifier, file);
      if (resolved) queue.push(resolved);
      else if (!/\.(css|svg|png)$/.test(specifier)) packages.add(specifier);
    }
  }
  return { files, packages };
}

const landing = initialGraph(['main.tsx', 'app/routes/layouts/public-layout.tsx', 'app/routes/marketing/landing.tsx']);
const relative = (file: string) => path.relative(webSrc, file).split(path.sep).join('/');

describe('the landing page first load', () => {
  it('walks the real graph (sanity: the router, the hero and React are in it)', () => {
    const files = [...landing.files].map(relative);
    expect(files).toContain('app/app-router.ts');
    expect(files).toContain('app/landing-route.ts');
    expect(files).toContain('features/marketing/components/landing-hero.tsx');
    expect(landing.packages).toContain('react-dom/client');
  });

  it('does not load zod, forms, tables or spreadsheets', () => {
    const heavy = ['zod', 'zod/mini', 'react-hook-form', '@hookform/resolvers/zod', '@tanstack/react-table'];
    expect([...landing.packages].filter((name) => heavy.includes(name) || name.startsWith('write-excel-file'))).toEqual(
      [],
    );
  });

  it('leaves what is off the first screen, or only used signed in, to later chunks', () => {
    const later = [
      'components/ui/navigation-menu.tsx',
      'components/ui/toaster.tsx',
      'features/marketing/components/site-footer.tsx',
      'features/marketing/components/faq-section.tsx',
      'features/marketing/components/testimonial-carousel.tsx',
      'features/sessions/sessions-provider.tsx',
      'features/auth/components/auth-dialog.tsx',
      // The other hundred routes: React Router asks for the table on the first navigation (decision 051).
      'app/routes-table.ts',
      'features/auth/auth-actions.ts',
      'features/marketing/menu-links.ts',
      'features/marketing/footer-links.ts',
    ];
    expect([...landing.files].map(relative).filter((file) => later.includes(file))).toEqual([]);
  });
});
