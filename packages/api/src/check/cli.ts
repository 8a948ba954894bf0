import { parseArgs } from 'node:util';
import { checkContract, formatContractReport } from './checkContract';

const usage = `Usage: study-portal-contract-check --url <backend origin> --token <session token> [--admin-token <administrator's token>] [--site <portal address>] [--tenant <tenantId>] [--year <year>]

Calls every read of the portal's contract against the backend, as the portal would, and lists
each reply that does not match its schema, each refused call and each read skipped for want of
an id. Nothing is written. Exits with 1 when a reply does not match or a call is refused.`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      token: { type: 'string' },
      'admin-token': { type: 'string' },
      site: { type: 'string' },
      tenant: { type: 'string' },
      year: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.url || !values.token) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  const year = values.year === undefined ? undefined : Number(values.year);
  if (year !== undefined && !Number.isInteger(year)) {
    console.error(`--year must be a year such as 2026, not "${values.year}"`);
    return 2;
  }
  const results = await checkContract({
    origin: values.url,
    token: values.token,
    ...(values['admin-token'] ? { adminToken: values['admin-token'] } : {}),
    ...(values.site ? { siteAddress: values.site } : {}),
    ...(values.tenant ? { tenantId: values.tenant } : {}),
    ...(year === undefined ? {} : { year }),
  });
  console.log(formatContractReport(results));
  return results.some((result) => result.outcome === 'mismatch' || result.outcome === 'refused') ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
