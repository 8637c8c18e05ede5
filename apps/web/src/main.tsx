import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import '@/styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const router = createAppRouter();
// As a transition, React renders the first page in slices of a few milliseconds instead of one long task: the page
// drawn in the HTML stays in place meanwhile, and a phone keeps answering taps (decision 050).
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );

// Every page arrives with a first screen already drawn: `/` its hero (landing.html, decision 047), any other page the
// loading screen (index.html, decision 050). React renders over it once the router has loaded the page's code, so
// the visitor never sees a blank screen or, on `/`, the loading screen in between.
if (root.firstElementChild && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
} else {
  render();
}
