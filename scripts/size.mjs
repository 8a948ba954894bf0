// `pnpm size`: the portal build against its size budgets. Prints what the home page loads up
// front and every route chunk, gzip, and fails when a budget is broken. Reads the existing
// build (`pnpm build` first); `npm test` runs it right after building.
import { brokenBudgets, kb, measureBuild, sizeBudgets, sumOf } from './bundleSizes.mjs';

let measured;
try {
  measured = measureBuild();
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
}
const { upFrontJs, routeChunks } = measured;
const pad = (text, width) => text.padStart(width);

console.log(`Home page, JavaScript loaded up front by index.html (budget ${sizeBudgets.upFrontJsGzipKB} KB gzip)`);
for (const file of upFrontJs) console.log(`  ${pad(kb(file.gzip), 9)}  ${file.file}`);
console.log(`  ${pad(kb(sumOf(upFrontJs).gzip), 9)}  in all, ${upFrontJs.length} file(s)`);

console.log(`\nRoute chunks, largest first (budget ${sizeBudgets.routeChunkGzipKB} KB gzip each)`);
for (const chunk of routeChunks) console.log(`  ${pad(kb(chunk.gzip), 9)}  ${chunk.page.padEnd(6)} ${chunk.source}`);

const broken = brokenBudgets(measured);
if (broken.length > 0) {
  console.error(`\n✖ Over budget:\n${broken.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`\n✔ Within budget: ${kb(sumOf(upFrontJs).gzip)} up front, largest route chunk ${routeChunks[0] ? kb(routeChunks[0].gzip) : 'none'}.`);
