// Imports ending in ?lang=en / ?lang=zh are per-language copies made by src/site/language-bundles.ts;
// each island wrapper here casts the copy back to the original component's type.
declare module '*?lang=en' {
  const component: unknown;
  export default component;
}
declare module '*?lang=zh' {
  const component: unknown;
  export default component;
}
