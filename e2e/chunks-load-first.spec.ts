import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

// The portal's code is cut into chunks that import each other. Whichever a page happens to ask
// for first (a home section scrolled to, a route followed, a screen's code preloaded), it must
// evaluate: two chunks that import each other evaluate in the order the first one asked for,
// and a module may then read another's exports before they exist. A fresh page per chunk, so
// no other chunk has run before it.
const assets = fileURLToPath(new URL('../packages/portal-app/dist/assets/', import.meta.url));
const chunks = readdirSync(assets).filter((file) => file.endsWith('.js') && !/^(index|admin|portal-start)-/.test(file));

test('every chunk of the portal evaluates when it is the first a page asks for', async ({ browser }) => {
  test.setTimeout(chunks.length * 5_000);
  expect(chunks.length).toBeGreaterThan(20);
  const failures: string[] = [];
  for (const chunk of chunks) {
    const page = await browser.newPage();
    await page.goto('/404');
    const outcome = await page.evaluate(async (address) => {
      try {
        await import(/* @vite-ignore */ address);
        return 'ok';
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    }, `/assets/${chunk}`);
    if (outcome !== 'ok') failures.push(`${chunk}: ${outcome}`);
    await page.close();
  }
  expect(failures).toEqual([]);
});
