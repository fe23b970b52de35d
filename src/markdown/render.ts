// The commentary's markdown pipeline, stage by stage (Starlight's habit: one place lists the
// plugins in order): parse (with front matter) → link rule numbers → to HTML → tidy images → string.
import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import rehypeImages from './rehype-images';
import remarkRuleLinks, { type RuleLinkOptions } from './remark-rule-links';

export function renderMarkdown(markdown: string, options: RuleLinkOptions): string {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkFrontmatter, ['yaml'])
      .use(remarkRuleLinks, options)
      .use(remarkRehype)
      .use(rehypeImages)
      .use(rehypeStringify)
      .processSync(markdown),
  );
}
