import { delay, http, HttpResponse } from 'msw';
import type { MockDb, MockFault } from './mockDb';
import { callPath } from './request';

const matches = (fault: MockFault, request: Request) =>
  (!fault.method || fault.method.toUpperCase() === request.method) && callPath(request) === fault.path.replace(/^\/+/, '');

/**
 * Runs before every other handler: a fault set for a call (by a test, a story or the demo
 * server's control API) changes its answer; without one the call falls through.
 */
export function faultHandler(db: MockDb) {
  return http.all(/\/(pcApi|apiLive)\//, async ({ request }) => {
    const index = db.faults.findIndex((fault) => matches(fault, request));
    if (index < 0) return undefined;
    const fault = db.faults[index]!;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) db.faults.splice(index, 1);
    }
    if (fault.delayMs) await delay(fault.delayMs);
    if (fault.status) return HttpResponse.json({ success: false, message: `HTTP ${fault.status}` }, { status: fault.status });
    if (fault.malformed) return new HttpResponse('<html><body>502 Bad Gateway</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    if (fault.businessMessage) return HttpResponse.json({ success: false, message: fault.businessMessage });
    return undefined;
  });
}
