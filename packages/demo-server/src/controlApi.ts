import { isContractCallPath, siteConfigPaths } from '@study-portal/api';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { findAccount, isMockScenario, signIn, type MockDb, type MockFault, type MockSettings } from '@study-portal/api/mocks';
import { HttpProblem, readJsonObject, sendJson } from './http';
import { describeScenarios, describeTenants, isKnownTenant } from './settings';

export const controlPrefix = '/__demo/';

/** What a test sees of the backend's state. */
export function demoState(db: MockDb) {
  return {
    tenantId: db.settings.tenantId,
    theme: db.settings.theme,
    scenario: db.settings.scenario,
    sysParams: { ...db.settings.sysParams },
    faults: db.faults.map((fault) => ({ ...fault })),
    sessions: db.sessions.size,
  };
}

const bad = (message: string) => new HttpProblem(400, message);

function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') throw bad(`"${key}" must be a non-empty string`);
  return value.trim();
}

function optionalInteger(body: Record<string, unknown>, key: string, min: number, max: number): number | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw bad(`"${key}" must be a whole number from ${min} to ${max}`);
  }
  return value;
}

/** tenantId, theme, scenario and sysParams, each optional and checked. */
function readSettings(body: Record<string, unknown>): Partial<MockSettings> {
  const settings: Partial<MockSettings> = {};
  const tenantId = optionalString(body, 'tenantId');
  if (tenantId !== undefined) {
    if (!isKnownTenant(tenantId)) throw bad(`Unknown tenantId "${tenantId}". Known tenants: ${describeTenants()}`);
    settings.tenantId = tenantId;
  }
  if (body.theme !== undefined) {
    if (body.theme !== 'red' && body.theme !== 'blue') throw bad('"theme" must be "red" or "blue"');
    settings.theme = body.theme;
  }
  if (body.scenario !== undefined) {
    if (!isMockScenario(body.scenario)) throw bad(`Unknown scenario ${JSON.stringify(body.scenario)}. Known scenarios: ${describeScenarios()}`);
    settings.scenario = body.scenario;
  }
  if (body.sysParams !== undefined) {
    const params = body.sysParams;
    if (typeof params !== 'object' || params === null || Array.isArray(params) || !Object.values(params).every((value) => typeof value === 'string')) {
      throw bad('"sysParams" must be an object of code → string value, e.g. { "BANNER_SHOW": "N" }');
    }
    settings.sysParams = { ...(params as Record<string, string>) };
  }
  return settings;
}

function readFault(body: Record<string, unknown>): MockFault {
  const rawPath = optionalString(body, 'path');
  if (rawPath === undefined) throw bad(`"path" is required, e.g. "${siteConfigPaths.subSite}"`);
  // Accept the path as the browser shows it too: /pcApi/api/x and api/x are the same call.
  const path = rawPath.replace(/^\/+/, '').replace(/^(pcApi|apiLive)\/+/, '');
  // A fault on a path no call uses would never fire, and the test that set it would pass for nothing.
  if (!isContractCallPath(path)) throw bad(`No call of the contract goes to "${path}"`);
  const method = optionalString(body, 'method')?.toUpperCase();
  if (method !== undefined && !/^[A-Z]+$/.test(method)) throw bad('"method" must be an HTTP method such as "POST"');
  const status = optionalInteger(body, 'status', 100, 599);
  const delayMs = optionalInteger(body, 'delayMs', 0, 120_000);
  const times = optionalInteger(body, 'times', 1, 1_000_000);
  if (body.malformed !== undefined && typeof body.malformed !== 'boolean') throw bad('"malformed" must be true or false');
  const malformed = body.malformed === true ? true : undefined;
  const businessMessage = optionalString(body, 'businessMessage');
  if (!status && !delayMs && !malformed && businessMessage === undefined) {
    throw bad('A fault needs at least one of "status", "delayMs", "malformed" or "businessMessage"');
  }
  const fault: MockFault = { path };
  if (method !== undefined) fault.method = method;
  if (status !== undefined) fault.status = status;
  if (delayMs !== undefined) fault.delayMs = delayMs;
  if (malformed) fault.malformed = true;
  if (businessMessage !== undefined) fault.businessMessage = businessMessage;
  if (times !== undefined) fault.times = times;
  return fault;
}

const routes = ['reset', 'state', 'tenant', 'faults', 'sms', 'captcha', 'login'] as const;
const allowed: Record<(typeof routes)[number], string> = {
  reset: 'POST',
  state: 'GET',
  tenant: 'POST',
  faults: 'POST, DELETE',
  sms: 'GET',
  captcha: 'GET',
  login: 'POST',
};

/**
 * The test-control API: JSON in and out, for the e2e suite and for trying things by hand. It
 * exists only in the demo server; `startSettings` is what a reset returns to.
 */
export async function handleControl(request: IncomingMessage, response: ServerResponse, url: URL, db: MockDb, startSettings: MockSettings): Promise<void> {
  const name = url.pathname.slice(controlPrefix.length).replace(/\/+$/, '');
  const method = request.method ?? 'GET';
  try {
    switch (`${method} ${name}`) {
      case 'POST reset': {
        const given = readSettings(await readJsonObject(request));
        db.reset({ ...startSettings, sysParams: { ...startSettings.sysParams }, ...given });
        sendJson(response, 200, demoState(db));
        return;
      }
      case 'GET state':
        sendJson(response, 200, demoState(db));
        return;
      case 'POST tenant': {
        const given = readSettings(await readJsonObject(request));
        // A new scenario rebuilds the data from its fixtures at the next call; sessions and faults stay.
        db.settings = { ...db.settings, ...given };
        sendJson(response, 200, demoState(db));
        return;
      }
      case 'POST faults': {
        db.faults.push(readFault(await readJsonObject(request)));
        sendJson(response, 201, { faults: demoState(db).faults });
        return;
      }
      case 'DELETE faults':
        db.faults.length = 0;
        sendJson(response, 200, { faults: [] });
        return;
      case 'GET sms': {
        const phone = url.searchParams.get('phone')?.trim();
        if (!phone) throw bad('Give the phone number: /__demo/sms?phone=13800138004');
        const code = db.smsCodes.get(phone);
        if (code === undefined) {
          sendJson(response, 404, { message: `No SMS code has been sent to ${phone}` });
          return;
        }
        sendJson(response, 200, { phone, code });
        return;
      }
      case 'GET captcha': {
        const token = url.searchParams.get('token')?.trim();
        if (!token) throw bad('Give the captcha token: /__demo/captcha?token=…');
        const answer = db.captchas.get(token);
        if (answer === undefined) {
          sendJson(response, 404, { message: 'No unspent captcha has this token' });
          return;
        }
        sendJson(response, 200, { token, answer });
        return;
      }
      case 'POST login': {
        const username = optionalString(await readJsonObject(request), 'username');
        if (username === undefined) throw bad('"username" is required, e.g. { "username": "learner" }');
        if (!findAccount(username)) throw bad(`Unknown account "${username}"`);
        sendJson(response, 200, { token: signIn(db, username) });
        return;
      }
    }
    if ((routes as readonly string[]).includes(name)) {
      const allow = allowed[name as (typeof routes)[number]];
      sendJson(response, 405, { message: `Use ${allow} for /__demo/${name}` }, { Allow: allow });
      return;
    }
    sendJson(response, 404, { message: `No control endpoint /__demo/${name}. Endpoints: ${routes.join(', ')}` });
  } catch (error) {
    if (error instanceof HttpProblem) {
      sendJson(response, error.status, { message: error.message });
      return;
    }
    throw error;
  }
}
