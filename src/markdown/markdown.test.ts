import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../corpus/index';
import { commentaryResolver } from '../site/commentary';
import { renderMarkdown } from './render';
import type { RuleResolution } from './remark-rule-links';

const resolve = commentaryResolver(loadCorpus());

describe('rule numbers in the commentary', () => {
  it("links a rule into the Chinese pages of the edition in force on the article's date (2023-10-13)", () => {
    expect(renderMarkdown('見 500.6 這條', { resolve })).toContain(
      '<a href="/zh/2023-10-13/500/#cr500-6" class="ref">500.6</a>',
    );
  });

  it('links a rule of any chapter: that edition has all nine', () => {
    const html = renderMarkdown('由規則117.4可以看出', { resolve });
    expect(html).toContain('由規則<a href="/zh/2023-10-13/117/#cr117-4" class="ref">117.4</a>可以看出');
  });

  it('marks a rule of a chapter not included, without a link (the seed chapters alone)', () => {
    const corpus = loadCorpus();
    const seedOnly = commentaryResolver({ ...corpus, dated: [] });
    const html = renderMarkdown('由規則117.4可以看出', { resolve: seedOnly });
    expect(html).toContain(
      '由規則<span class="ref ref-external" tabindex="0" title="本站不包含第1章">117.4</span>可以看出',
    );
  });

  it('marks a number not found', () => {
    expect(renderMarkdown('- 509.9z', { resolve })).toContain('class="ref ref-missing"');
  });

  it('leaves plain numbers, link texts and URLs alone', () => {
    const seen: string[] = [];
    const spy = (n: string): RuleResolution => {
      seen.push(n);
      return resolve(n);
    };
    const html = renderMarkdown('防禦力是10還100 [卡 500.1](https://x.test/500.2) 2023', { resolve: spy });
    expect(seen).toEqual([]);
    expect(html).toContain('<a href="https://x.test/500.2" rel="noopener">卡 500.1</a>');
  });

  it('keeps images with their alt text, lazily loaded, with a size hint', () => {
    const html = renderMarkdown('![重置](https://i.imgur.com/J4rw2WA.jpg)', { resolve });
    expect(html).toMatch(
      /<img src="https:\/\/i\.imgur\.com\/J4rw2WA\.jpg" alt="重置" loading="lazy" decoding="async" width="\d+" height="\d+">/,
    );
  });

  it('links every quoted rule of the article', () => {
    const corpus = loadCorpus();
    for (const s of corpus.commentary.sections) {
      const html = renderMarkdown(s.markdown, { resolve });
      for (const q of s.quotes)
        expect(html, `${s.id} ${q}`).toMatch(new RegExp(`class="ref[^"]*"[^>]*>${q.replace('.', '\\.')}<`));
    }
  });
});
