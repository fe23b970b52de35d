// rehype stage: the article's images are remote (imgur). They load lazily, decode off the main
// thread and sit in a box of fixed aspect ratio (CSS .article img), so a slow or absent network
// shifts nothing and leaves the alt text in place.
import type { Element, Root, RootContent } from 'hast';

function walk(node: Root | Element): void {
  for (const child of node.children as RootContent[]) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'img') {
      child.properties.loading = 'lazy';
      child.properties.decoding = 'async';
      child.properties.alt ??= '';
      child.properties.width = 1280;
      child.properties.height = 720;
    } else if (
      child.tagName === 'a' &&
      typeof child.properties.href === 'string' &&
      /^https?:/.test(child.properties.href)
    ) {
      child.properties.rel = ['noopener'];
    }
    walk(child);
  }
}

export default function rehypeImages() {
  return (tree: Root) => walk(tree);
}
