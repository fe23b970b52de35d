// The only script of a reading page (no framework; a few KB). It keeps the language switch on
// the rule being read, applies the display mode, copies permalinks, and previews references.
// Everything it needs is in the markup (see the hooks listed in layouts/Base.astro). The preview
// code itself loads on the first pointer or focus on a reference, not with the page.

const root = document.documentElement;
const main = document.getElementById('main');

/** Whether any of the element is on screen (below the .5rem scroll margin, above the bottom). */
function onScreen(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.bottom > 12 && r.top < innerHeight;
}

/**
 * The rule the reader is reading, as an anchor id: the one they opened (the URL's #hash) while
 * any of it is on screen, since scrolling a little around it does not change what they read;
 * otherwise the rule (or section heading) at the top of the viewport.
 */
function currentAnchor(): string {
  const opened = decodeURIComponent(location.hash.slice(1));
  const target = opened ? document.getElementById(opened) : null;
  if (target && onScreen(target)) return opened;
  for (const el of document.querySelectorAll<HTMLElement>('.rule, h1[id]')) {
    if (el.getBoundingClientRect().bottom > 12) return el.id; // past the .5rem scroll margin (+ border)
  }
  return opened;
}

/** Language switch links carry the current rule's anchor, so switching keeps the reader's place. */
function updateSwitches(): void {
  const id = currentAnchor();
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a.sw')) {
    const url = new URL(a.href);
    url.hash = id ? '#' + id : '';
    a.href = url.pathname + url.hash;
  }
}
let pending = false;
const onScroll = () => {
  if (pending) return;
  pending = true;
  requestAnimationFrame(() => {
    pending = false;
    updateSwitches();
  });
};
/**
 * A link to something inside a closed <details> — a worked example or widget under its rule —
 * opens it (and the <details> it targets itself), then brings the target into view. Browsers that
 * reveal a fragment's <details> themselves leave nothing to do here.
 */
function revealTarget(): void {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  let opened = false;
  for (
    let d: HTMLDetailsElement | null = target.closest('details');
    d;
    d = d.parentElement?.closest('details') ?? null
  ) {
    if (!d.open) {
      d.open = true;
      opened = true;
    }
  }
  if (opened) target.scrollIntoView();
}
revealTarget();
addEventListener('hashchange', revealTarget);
// Following a link to the hash already in the URL fires no hashchange.
document.addEventListener('click', (e) => {
  const a = (e.target as Element).closest?.<HTMLAnchorElement>('a[href^="#"]');
  if (a && a.hash === location.hash) setTimeout(revealTarget);
});
addEventListener('scroll', onScroll, { passive: true });
addEventListener('hashchange', updateSwitches);
updateSwitches();

/** Display mode: "single" (the page's language) or "par" (both, rule by rule); remembered. */
function setMode(mode: 'single' | 'par'): void {
  root.classList.toggle('par', mode === 'par');
  try {
    localStorage.setItem('cr-mode', mode);
  } catch {
    /* private mode: not remembered */
  }
  for (const b of document.querySelectorAll('#mode-switch button')) {
    b.setAttribute('aria-pressed', String(mode === 'par'));
  }
}
const modeSwitch = document.getElementById('mode-switch');
if (modeSwitch) {
  setMode(root.classList.contains('par') ? 'par' : 'single');
  modeSwitch.addEventListener('click', (e) => {
    const el = (e.target as Element).closest<HTMLElement>('[data-m]');
    if (!el) return;
    setMode(el.dataset.m === 'par' ? 'par' : 'single');
    if (el.getAttribute('aria-current') === 'page') e.preventDefault();
  });
}

/** Copy-link buttons copy the rule's short permalink (/r/510.1c/, /r/2011/500.1/). */
document.addEventListener('click', (e) => {
  const button = (e.target as Element).closest('.cp');
  const rule = button?.closest('.rule');
  if (!rule) return;
  const number = rule.id.replace(/^cr(\d{3})-/, '$1.');
  const edition = main?.dataset.edition === '2011' ? '2011/' : '';
  const url = `${location.origin}/r/${edition}${number}/`;
  const live = document.getElementById('live');
  const done = () => {
    if (live) live.textContent = `${live.dataset.copied ?? ''} ${url}`;
  };
  if (navigator.clipboard)
    navigator.clipboard.writeText(url).then(done, () => {
      location.hash = rule.id;
    });
  else location.hash = rule.id;
});

let preview: Promise<{ show(ref: HTMLElement): void }> | undefined;
let previewReady = false;
let touch = false;
for (const type of ['mouseover', 'focusin', 'pointerdown'] as const) {
  document.addEventListener(type, (e) => {
    if (e instanceof PointerEvent) touch = e.pointerType === 'touch';
    if (preview || !(e.target as Element).closest?.('.ref')) return;
    preview = import('./preview').then((m) => {
      previewReady = true;
      return m.initPreview(e);
    });
  });
}
// On a touch screen the first tap on a reference previews it (preview.ts) — also the very first
// tap of the page, whose click comes before the preview code has loaded: it waits for it here.
document.addEventListener('click', (e) => {
  const ref = (e.target as Element).closest?.<HTMLElement>('.ref');
  if (!ref || !touch || previewReady || !preview) return;
  e.preventDefault();
  void preview.then((p) => p.show(ref));
});
