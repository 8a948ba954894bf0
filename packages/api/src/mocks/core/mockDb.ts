import type { ContractCallPath } from '../../contract/paths';

/**
 * The fake backend's state. Every handler reads and writes one `MockDb`, so a test, a story
 * or the demo server can start from the fixtures, change things (enrol, answer, read a letter)
 * and see the change in the next reply, and reset it all at once.
 *
 * Domains keep their own state under a name (`db.state('courses', createCourseState)`), so
 * adding a domain never touches this file.
 */
export interface MockFault {
  /** HTTP method to match; any when absent. */
  method?: string;
  /** The call's path after the client prefix, named through the contract's path maps. */
  path: ContractCallPath;
  /** Answer with this HTTP status and a failure body. */
  status?: number;
  /** Wait this long before answering (the answer itself is the normal one unless set). */
  delayMs?: number;
  /** Answer 200 with a body that is not the JSON envelope. */
  malformed?: boolean;
  /** Answer 200 with `success: false` and this message. */
  businessMessage?: string;
  /** How many calls it affects; every call until cleared when absent. */
  times?: number;
}

/**
 * The data sets the fake backend can play. `demo` is what a tenant's reviewer sees: clean
 * records only. `hostile` adds the records that prove the screens safe and robust: markup that
 * tries to run a script, endless and empty titles and texts, a video that does not load.
 */
export const mockScenarios = {
  demo: 'clean demo data',
  hostile: 'the demo data plus hostile and stress records: markup, endless and empty texts',
} as const;

export type MockScenario = keyof typeof mockScenarios;

export const isMockScenario = (value: unknown): value is MockScenario => typeof value === 'string' && Object.hasOwn(mockScenarios, value);

export interface MockSettings {
  tenantId: string;
  theme: 'red' | 'blue';
  /** System parameters set on top of the tenant's own (code → value; 'N' or '' switches off). */
  sysParams: Record<string, string>;
  /**
   * Which records exist. Changing it on a live db rebuilds every domain from the fixtures at
   * its next read (sessions and faults stay), so no record of the other set lingers.
   */
  scenario: MockScenario;
}

export interface MockDb {
  settings: MockSettings;
  /** Signed-in sessions: token → account username. */
  sessions: Map<string, string>;
  /** Issued image captchas: token → answer. */
  captchas: Map<string, string>;
  /** SMS codes sent: phone → code (the last one). */
  smsCodes: Map<string, string>;
  faults: MockFault[];
  /** A domain's state, created from its fixtures on first use, after every reset and after a scenario change. */
  state<T>(domain: string, create: () => T): T;
  /** Back to the fixtures: every domain, session, code and fault. */
  reset(settings?: Partial<MockSettings>): void;
}

export const defaultMockSettings: MockSettings = { tenantId: '001.001.100', theme: 'red', sysParams: {}, scenario: 'demo' };

export function createMockDb(settings: Partial<MockSettings> = {}): MockDb {
  const domains = new Map<string, unknown>();
  // The scenario the domains were built for: a domain built from the other set must not survive a switch.
  let builtFor: MockScenario | undefined;
  const db: MockDb = {
    settings: { ...defaultMockSettings, ...settings, sysParams: { ...settings.sysParams } },
    sessions: new Map(),
    captchas: new Map(),
    smsCodes: new Map(),
    faults: [],
    state<T>(domain: string, create: () => T): T {
      if (builtFor !== db.settings.scenario) {
        domains.clear();
        builtFor = db.settings.scenario;
      }
      if (!domains.has(domain)) domains.set(domain, create());
      return domains.get(domain) as T;
    },
    reset(next = {}) {
      domains.clear();
      db.sessions.clear();
      db.captchas.clear();
      db.smsCodes.clear();
      db.faults.length = 0;
      db.settings = { ...defaultMockSettings, ...next, sysParams: { ...next.sysParams } };
    },
  };
  return db;
}
