import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { App, createStartedQueryClient } from '@/app/app';
import { createAppRouter } from '@/app/app-router';
import { pageCarriesReplies } from '@/lib/boot-replies';
import '@/styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const { queryClient, started } = createStartedQueryClient();
// As a transition, React renders the first page in slices of a few milliseconds instead of one long task: the page
// drawn in the HTML stays in place meanwhile, and a phone keeps answering taps (decision 050).
const render = (router: DataRouter) =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    ),
  );

/** Settles once the router has matched the first page and loaded its code. */
const initialized = (router: DataRouter) =>
  new Promise<DataRouter>((resolve) => {
    if (router.state.initialized) return resolve(router);
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve(router);
    });
  });

// Every page arrives with a first screen already drawn: `/` its hero (landing.html, decision 047), any other page the
// loading screen (index.html, decision 050). React renders over it once the router has loaded the page's code, so
// the visitor never sees a blank screen or, on `/`, the loading screen in between. When the page carries the first
// replies (decision 050), the started queries settle at once: rendering after them draws the page with its user,
// settings and sessions in one pass instead of rendering again as each arrives.
const routerCreated = createAppRouter();
if (root.firstElementChild) {
  void Promise.all([routerCreated.then(initialized), pageCarriesReplies() ? started : undefined]).then(([router]) =>
    render(router),
  );
} else {
  void routerCreated.then(render);
}
