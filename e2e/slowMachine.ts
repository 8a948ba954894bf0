/**
 * How many times slower than this machine the browser's CPU runs in the e2e suite
 * (E2E_CPU_SLOWDOWN, 1 when unset). The suite's time limits grow by the same factor, so a slow
 * run fails on races, not on its clock.
 */
function readSlowdown(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 1) throw new Error(`E2E_CPU_SLOWDOWN must be a number of at least 1, not “${value}”`);
  return rate;
}

export const cpuSlowdown = readSlowdown(process.env.E2E_CPU_SLOWDOWN);
