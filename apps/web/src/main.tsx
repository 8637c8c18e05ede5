import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import '@/styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const router = createAppRouter();
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );

// `/` arrives with its first screen already drawn (landing.html, decision 047). React renders over it once the
// router has loaded the page's code, so the visitor never sees the loading screen in between. Any other page starts
// from an empty #root and shows the loading screen meanwhile.
if (root.firstElementChild && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
} else {
  render();
}
