// Reference previews: hovering, focusing or tapping a reference shows the target rule's text in
// the page's language, fetched lazily from /previews/{lang}/[{edition}/]{page}.json (built at
// build time). One tooltip element (role=tooltip), tied to the reference by aria-describedby;
// Esc closes it; it stays open while the pointer is over it (WCAG 1.4.13).
// A reading page: /en/510/, /en/702.19/, /en/2011/510/, /en/2024-06-07/510/ (language, edition, page).
const PAGE = /^\/(en|zh)\/(?:([\w-]+)\/)?(\d{3}(?:\.\d+)?)\/$/;
const cache = new Map<string, Promise<Record<string, string>>>();

function load(url: string): Promise<Record<string, string>> {
  let p = cache.get(url);
  if (!p) {
    p = fetch(url).then(
      (r) => (r.ok ? r.json() : {}),
      () => ({}),
    );
    cache.set(url, p);
  }
  return p;
}

interface Preview {
  text: string;
  lang: string;
}

/** The preview of a reference: its title for a span, the fetched rule text for a link. */
async function previewOf(ref: HTMLElement): Promise<Preview> {
  const plain = { text: ref.title, lang: document.documentElement.lang };
  if (!(ref instanceof HTMLAnchorElement)) return plain;
  const url = new URL(ref.href);
  const m = PAGE.exec(url.pathname);
  if (!m || !url.hash) return plain;
  const data = await load(`/previews${url.pathname.replace(/\/$/, '')}.json`);
  const text = data[url.hash.slice(1)];
  if (!text) return plain;
  // The 2011 edition is English only, whatever the page language.
  return { text: ref.title ? `${ref.title}: ${text}` : text, lang: m[1] === 'zh' && m[2] !== '2011' ? 'zh-CN' : 'en' };
}

/** Starts the previews; `first` is the event that asked for them, handled as if it came now.
 *  Returns a way to show a reference's preview (a touch's first tap, caught before this loaded). */
export function initPreview(first?: Event): { show(ref: HTMLElement): void } {
  const tip = document.createElement('div');
  tip.id = 'pv';
  tip.className = 'pv';
  tip.setAttribute('role', 'tooltip');
  tip.hidden = true;
  // Inside <main>: with its "Go to" link (touch) it is page content, which belongs in a landmark.
  (document.getElementById('main') ?? document.body).append(tip);
  let owner: HTMLElement | null = null;
  let hideTimer = 0;
  let showTimer = 0;
  let touch = false;

  const hide = () => {
    clearTimeout(showTimer);
    if (owner) owner.removeAttribute('aria-describedby');
    owner = null;
    tip.hidden = true;
  };
  const show = async (ref: HTMLElement) => {
    clearTimeout(hideTimer);
    if (owner === ref) return;
    hide();
    owner = ref;
    const { text, lang } = await previewOf(ref);
    if (owner !== ref || !text) return;
    tip.textContent = text;
    tip.lang = lang;
    // A touch screen has no hover: the preview offers the way on (a second tap on the reference works too).
    if (touch && ref instanceof HTMLAnchorElement) {
      const go = document.createElement('a');
      go.className = 'pv-go';
      go.href = ref.href;
      go.lang = document.documentElement.lang;
      go.textContent = (document.getElementById('live')?.dataset.go ?? '{n}').replace('{n}', ref.textContent ?? '');
      tip.append(' ', go);
      tip.removeAttribute('role');
    } else tip.setAttribute('role', 'tooltip');
    tip.hidden = false;
    ref.setAttribute('aria-describedby', 'pv');
    const box = ref.getBoundingClientRect();
    const width = Math.min(420, innerWidth - 16);
    tip.style.width = width + 'px';
    tip.style.left = Math.max(8, Math.min(box.left, innerWidth - width - 8)) + scrollX + 'px';
    const below = box.bottom + 6;
    const h = tip.offsetHeight;
    tip.style.top = (below + h > innerHeight && box.top > h + 6 ? box.top - h - 6 : below) + scrollY + 'px';
  };
  const refOf = (e: Event) => (e.target as Element).closest?.<HTMLElement>('.ref') ?? null;
  const later = (fn: () => void, ms: number) => window.setTimeout(fn, ms);

  const onPointerDown = (e: PointerEvent) => {
    touch = e.pointerType === 'touch';
  };
  const onMouseOver = (e: Event) => {
    const ref = refOf(e);
    if (ref) {
      clearTimeout(showTimer);
      showTimer = later(() => void show(ref), 200);
    } else if ((e.target as Element).closest?.('#pv')) clearTimeout(hideTimer);
  };
  // A tap focuses the link before its click: leave touch to the click handler below.
  const onFocusIn = (e: Event) => {
    const ref = refOf(e);
    if (ref && !touch) void show(ref);
  };
  document.addEventListener('pointerdown', onPointerDown);
  document.addEventListener('mouseover', onMouseOver);
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('mouseout', (e) => {
    if (refOf(e) || (e.target as Element).closest?.('#pv')) {
      clearTimeout(showTimer);
      hideTimer = later(hide, 250);
    }
  });
  // Leaving the reference for the preview's own link (a tap on "Go to …") keeps the preview.
  document.addEventListener('focusout', (e) => {
    if (refOf(e) && !tip.contains((e as FocusEvent).relatedTarget as Node | null)) hide();
  });
  document.addEventListener('keydown', (e) => {
    touch = false;
    if (e.key === 'Escape' && owner) hide();
  });
  // On a phone the first tap on a reference previews it; a second tap follows the link.
  document.addEventListener('click', (e) => {
    const ref = refOf(e);
    if (!ref) {
      if (!(e.target as Element).closest?.('#pv')) hide();
      return;
    }
    if (touch && owner !== ref) {
      e.preventDefault();
      void show(ref);
    }
  });
  if (first instanceof PointerEvent && first.type === 'pointerdown') onPointerDown(first);
  else if (first?.type === 'mouseover') onMouseOver(first);
  else if (first?.type === 'focusin') onFocusIn(first);
  return {
    show: (ref) => {
      touch = true;
      void show(ref);
    },
  };
}
