// /favicon.svg: the site's icon — a page of rules (lines of text beside their numbers) on the
// site's link blue. Every page links it (layouts/Base.astro, site/redirect.ts), so no browser
// asks for a /favicon.ico that is not there.
import type { APIRoute } from 'astro';

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect width="32" height="32" rx="6" fill="#0b57d0"/>
<g fill="#fff"><rect x="6" y="7" width="4" height="3" rx="1"/><rect x="12" y="7" width="14" height="3" rx="1"/>
<rect x="6" y="14.5" width="4" height="3" rx="1"/><rect x="12" y="14.5" width="11" height="3" rx="1"/>
<rect x="6" y="22" width="4" height="3" rx="1"/><rect x="12" y="22" width="14" height="3" rx="1"/></g>
</svg>
`;

export const GET: APIRoute = () => new Response(SVG, { headers: { 'content-type': 'image/svg+xml' } });
