// Escaping for the HTML strings the build-time renderers produce. Everything that comes from the
// corpus goes through here: the site never passes source HTML through.
const TEXT: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Escapes text for element content or a double-quoted attribute. */
export const esc = (s: string): string => s.replace(/[&<>"]/g, (c) => TEXT[c]);
