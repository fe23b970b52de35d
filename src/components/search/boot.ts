// The only search code a reading page loads on arrival (a few hundred bytes): it waits for the
// reader to open search — focus the field, press `/`, submit, or arrive with `?q=` — and only
// then imports the panel (panel.ts), which loads pagefind and the rest.
import type { SearchPanel } from './panel';

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

for (const root of document.querySelectorAll<HTMLElement>('[data-site-search]')) {
  const input = root.querySelector<HTMLInputElement>('[data-search-input]')!;
  let panel: Promise<SearchPanel> | undefined;
  const load = () => {
    if (!panel) {
      // Pagefind's script starts loading with the panel, not after it (the browser keeps one
      // copy of a module: the panel's import of it gets this one). A URL built at run time keeps
      // Vite from bundling it (it exists only in dist/).
      import(/* @vite-ignore */ new URL('/pagefind/pagefind.js', location.origin).href).catch(() => undefined);
    }
    return (panel ??= import('./panel').then((m) => m.mountSearch(root)));
  };
  const open = () => void load().then((p) => p.open());

  input.addEventListener('focus', open, { once: true });
  root.querySelector('form')!.addEventListener('submit', (e) => {
    e.preventDefault();
    void load().then((p) => p.submit());
  });
  // A search in the URL (?q=…) opens once the page has loaded, so the page paints first.
  const query = new URLSearchParams(location.search).get('q');
  if (query) {
    const openWithQuery = () => {
      input.value = query;
      input.focus();
    };
    if (document.readyState === 'complete') openWithQuery();
    else addEventListener('load', () => setTimeout(openWithQuery), { once: true });
  }
}

// `/` jumps to the (first) search field unless the reader is typing somewhere.
document.addEventListener('keydown', (e) => {
  if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
  const input = document.querySelector<HTMLInputElement>('[data-site-search] [data-search-input]');
  if (!input) return;
  e.preventDefault();
  input.focus();
  input.select();
});
