import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createStartedQueryClient } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { pageCarriesReplies } from '@/lib/boot-replies';
import '@/styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const router = createAppRouter();
const { queryClient, started } = createStartedQueryClient();
// As a transition, React renders the first page in slices of a few milliseconds instead of one long task: the page
// drawn in the HTML stays in place meanwhile, and a phone keeps answering taps (decision 050).
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    ),
  );

// Every page arrives with a first screen already drawn: `/` its hero (landing.html, decision 047), any other page the
// loading screen (index.html, decision 050). React renders over it once the router has loaded the page's code, so
// the visitor never sees a blank screen or, on `/`, the loading screen in between. When the page carries the first
// replies (decision 050), the started queries settle at once: rendering after them draws the page with its user,
// settings and sessions in one pass instead of rendering again as each arrives.
if (root.firstElementChild) {
  const routerReady = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  void Promise.all([routerReady, pageCarriesReplies() ? started : undefined]).then(render);
} else {
  render();
}
