// The interactive parts of the rule pages, in a browser: a fixture panel runs its fixture with the
// real engine and plays the trace; the damage widget refuses an illegal assignment citing 510.1c;
// the turn walker walks a turn from untap to cleanup; a widget works by keyboard alone; the same
// in Chinese. Nothing is compared with a stored transcript: the assertions are about the rules
// (which rule is cited, which step comes next), computed by the engine in the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Session } from './harness.ts';
import { fixturePanel, hydrated, widget } from './widgets-ui.ts';

let s: Session;
beforeAll(async () => {
  s = await openBrowser();
});
afterAll(async () => {
  await s?.close();
});

const GORGER = '510.1c-example-1-vastwood-gorger';

describe.each(['en', 'zh'] as const)('fixture panel (%s)', (lang) => {
  it('runs the 510.1c Example fixture with the engine and shows its outcome and trace', async () => {
    await s.page.goto(`${s.baseUrl}/${lang}/510/`);
    const panel = await hydrated(s.page, fixturePanel(s.page, GORGER));
    // The source is there, collapsed, highlighted at build time.
    expect(await panel.locator('details.fixture-source').getAttribute('open')).toBeNull();
    expect(await panel.locator('details.fixture-source pre.shiki .yk').count()).toBeGreaterThan(0);
    await panel.locator('button.fixture-run').click();
    await expect.poll(() => panel.locator('[data-outcome]').getAttribute('data-outcome')).toBe('passed');
    // The trace starts at the setup: the board shows the blockers of 510.1c's Example.
    const board = panel.locator('.board');
    expect(await board.locator('.permanent.is-blocking').count()).toBe(2);
    // Play everything: the last step's events cite the rules of combat damage, as links.
    await panel.getByRole('button', { name: lang === 'en' ? 'Play all' : '全部播放' }).click();
    await expect
      .poll(() => panel.locator('button:has-text("▶")').getAttribute('aria-disabled'), { timeout: 10_000 })
      .toBe('true');
    const cited = await panel.locator('.trace a.ref').evaluateAll((as) => as.map((a) => a.textContent));
    expect(cited).toContain('510.2');
    const link = panel.locator('.trace a.ref', { hasText: '510.2' }).first();
    // The engine cites the seed chapters' rules: its citations lead there (the newest edition renumbered 509).
    expect(await link.getAttribute('href')).toBe(`/${lang}/seed/510/#cr510-2`);
    // The pages' own hover preview works on the engine's citations too: it shows rule 510.2.
    await link.hover();
    await s.page.locator('#pv').waitFor({ state: 'visible' });
    expect(await s.page.locator('#pv').innerText()).toContain(lang === 'en' ? 'combat damage' : '战斗伤害');
    // Step back: the position moves back by one.
    await panel.getByRole('button', { name: lang === 'en' ? '◀ Step back' : '◀ 后退一步' }).click();
    expect(await panel.locator('button:has-text("▶")').getAttribute('aria-disabled')).toBeNull();
  });

  it('switches the fixture to the Foundations profile and says what changes', async () => {
    await s.page.goto(`${s.baseUrl}/${lang}/510/`);
    const panel = await hydrated(s.page, fixturePanel(s.page, GORGER));
    await panel.locator('select').selectOption('foundations');
    await panel.locator('button.fixture-run').click();
    await expect.poll(() => panel.locator('.fixture-runner').getAttribute('data-profile')).toBe('foundations');
    await expect.poll(() => panel.locator('[data-outcome]').getAttribute('data-outcome')).toBe('passed');
    expect(await panel.locator('.profile-diff').count()).toBe(1);
  });
});

describe.each(['en', 'zh'] as const)('damage assignment widget (%s)', (lang) => {
  it('refuses an illegal assignment, citing 510.1c; accepts the Example’s', async () => {
    await s.page.goto(`${s.baseUrl}/${lang}/510/`);
    const w = await hydrated(s.page, widget(s.page, 'damage'));
    const inputs = w.locator('.damage-attacker input[type="text"]');
    expect(await inputs.count()).toBe(2);
    // Guardian 0/3 first in order: 2 to it and 3 to the Elves leaves the Guardian short of lethal.
    await inputs.nth(0).fill('2');
    await inputs.nth(1).fill('3');
    await w.locator('.widget-damage > button').click();
    const verdict = w.locator('.verdict');
    expect(await verdict.getAttribute('data-verdict')).toBe('illegal');
    expect(await verdict.locator('a.ref').evaluateAll((as) => as.map((a) => a.textContent))).toContain('510.1c');
    // The Example's 3 + 2 is legal.
    await inputs.nth(0).fill('3');
    await inputs.nth(1).fill('2');
    await w.locator('.widget-damage > button').click();
    expect(await w.locator('.verdict').getAttribute('data-verdict')).toBe('legal');
    // Under Foundations there is no order: 2 + 3 is legal too.
    await w.locator(`select[id$="-profile"]`).selectOption('foundations');
    await inputs.nth(0).fill('2');
    await inputs.nth(1).fill('3');
    await w.locator('.widget-damage > button').click();
    expect(await w.locator('.verdict').getAttribute('data-verdict')).toBe('legal');
  });

  it('answers nonsense input with a message, not a crash', async () => {
    await s.page.goto(`${s.baseUrl}/${lang}/510/`);
    const w = await hydrated(s.page, widget(s.page, 'damage'));
    const errors: string[] = [];
    s.page.on('pageerror', (e) => errors.push(e.message));
    for (const text of ['-1', 'abc', '1.5']) {
      await w.locator('.damage-attacker input[type="text"]').first().fill(text);
      await w.locator('.widget-damage > button').click();
      const v = w.locator('.verdict');
      expect(await v.getAttribute('data-verdict')).toBe('illegal');
      expect(await v.innerText()).toContain(text);
    }
    expect(errors).toEqual([]);
  });
});

describe.each(['en', 'zh'] as const)('turn walker (%s)', (lang) => {
  it('walks one turn from the untap step to the cleanup step, citing each step’s rule', async () => {
    await s.page.goto(`${s.baseUrl}/${lang}/500/`);
    const w = await hydrated(s.page, widget(s.page, 'walker'));
    const seen = new Set<string>();
    const collect = async () => {
      for (const r of await w.locator('.trace-now .ref').evaluateAll((as) => as.map((a) => a.textContent ?? '')))
        seen.add(r);
    };
    await collect(); // the start: the untap step's turn-based action (502.3)
    const next = w.locator('.trace-controls button').first();
    const steps: string[] = [];
    for (let i = 0; i < 80 && (await next.getAttribute('aria-disabled')) !== 'true'; i++) {
      await next.click();
      await collect();
      const current = await w.locator('.walker-steps [aria-current="step"]').allInnerTexts();
      if (current[0] && steps[steps.length - 1] !== current[0]) steps.push(current[0]);
    }
    expect(await w.locator('[data-walker-done]').count()).toBe(1);
    // Every step of 500.1's turn cites a rule of its own section (502 untap … 514 cleanup).
    const cites = (section: string) => [...seen].some((r) => r === section || r.startsWith(`${section}.`));
    for (const section of ['502', '503', '504', '505', '506', '507', '508', '509', '510', '511', '513', '514'])
      expect(cites(section), `a rule of ${section} is cited`).toBe(true);
    // The upkeep trigger went on the stack (603.3) and resolved (608.2); players got and passed priority (117.3).
    for (const section of ['603.3', '608.2', '117.3']) expect(cites(section), `${section} is cited`).toBe(true);
    // The current-step marker went through the steps in the order of 500.1.
    expect(steps.length).toBeGreaterThanOrEqual(10);
  });
});

describe('by keyboard alone', () => {
  it('the declare-attackers widget: Tab, Space and Enter reach a verdict', async () => {
    await s.page.goto(`${s.baseUrl}/en/508/`);
    const w = await hydrated(s.page, widget(s.page, 'attack'));
    await w.locator('select').first().focus();
    const k = s.page.keyboard;
    // scenario → A's ability → A attacks (Space) → B's ability → B attacks (Space) → limit → Declare.
    await k.press('Tab');
    await k.press('Tab');
    await k.press('Space');
    await k.press('Tab');
    await k.press('Tab');
    await k.press('Space');
    await k.press('Tab');
    await k.press('Tab');
    expect(await s.page.evaluate(() => document.activeElement?.textContent)).toBe('Declare attackers');
    await k.press('Enter');
    // 508.1c's Example: two creatures that can't attack alone may attack together.
    expect(await w.locator('.verdict').getAttribute('data-verdict')).toBe('legal');
    // Back to one: the restriction is broken.
    await w.locator('select').first().focus();
    await k.press('Tab');
    await k.press('Tab');
    await k.press('Space');
    for (let i = 0; i < 4; i++) await k.press('Tab');
    await k.press('Enter');
    const v = w.locator('.verdict');
    expect(await v.getAttribute('data-verdict')).toBe('illegal');
    expect(await v.locator('a.ref').evaluateAll((as) => as.map((a) => a.textContent))).toContain('508.1c');
  });
});
