// A page that only sends the reader on ("/" and the permalinks /r/510.1c/, /r/2024-06-07/510.1c/).
// It picks the language the reader last read in (localStorage "cr-lang"), else the browser's (zh* →
// Chinese), else English. Without scripts: a meta refresh to the English page, and plain links in
// both languages. One template, used by Redirect.astro and by the permalink writer.
import { esc } from './html';

export interface RedirectPage {
  title: { en: string; zh: string };
  en: string;
  zh: string;
  /** The sentence before the links, per language. */
  text: { en: string; zh: string };
}

export function redirectHtml({ title, en, zh, text }: RedirectPage): string {
  const go = `(function(){var l;try{l=localStorage.getItem('cr-lang')}catch(e){}if(l!=='en'&&l!=='zh')l=/^zh/i.test(navigator.language||'')?'zh':'en';location.replace(l==='zh'?${JSON.stringify(zh)}:${JSON.stringify(en)})})()`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${esc(title.en)} · ${esc(title.zh)}</title><link rel="canonical" href="${esc(en)}"><link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    `<script>${go}</script><noscript><meta http-equiv="refresh" content="0; url=${esc(en)}"></noscript>` +
    `<style>body{font:1.1rem/1.6 system-ui,sans-serif;margin:2rem;max-width:40rem}a{color:#0b57d0}@media(prefers-color-scheme:dark){body{background:#121212;color:#e8e8e8}a{color:#8ab4f8}}</style>` +
    `</head><body><main><h1>${esc(title.en)} <span lang="zh-CN">${esc(title.zh)}</span></h1>` +
    `<p>${esc(text.en)} <a href="${esc(en)}">${esc(en)}</a></p><p lang="zh-CN">${esc(text.zh)} <a href="${esc(zh)}">${esc(zh)}</a></p></main></body></html>\n`
  );
}
