import type { MockBackendOptions } from '@study-portal/api/mocks';
import { demoUkeyCertificate, startUkeySimulator, verifyUkeyProof, type UkeySimulator } from '@study-portal/ukey/simulator';

const demoCertificateBase64 = demoUkeyCertificate.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

/**
 * The demo backend is as strict as a production gateway (identity headers, tenant, logout
 * tokens), and checks UKEY logins for real: the signature must verify against the simulator
 * key's certificate, over exactly the idCardHash (docs/product/admin.md#ukey-login).
 */
export const demoBackendOptions: MockBackendOptions = {
  gateway: 'strict',
  ukeyVerifier: (proof) => verifyUkeyProof(proof, { certificate: demoCertificateBase64 }),
};

/**
 * Plays the learner's local certificate service for the `ukeyadmin` account (PIN 123456) on
 * its usual port, unless `DEMO_UKEY_PORT=off`. A port already taken (a real service, or a
 * second demo server) is reported and skipped: the portal then talks to whatever holds it.
 */
export async function startDemoUkeyService(env: NodeJS.ProcessEnv): Promise<UkeySimulator | undefined> {
  const setting = env.DEMO_UKEY_PORT ?? '23577';
  if (setting === 'off') return undefined;
  try {
    return await startUkeySimulator({ port: Number(setting), pin: env.DEMO_UKEY_PIN ?? '123456' });
  } catch (error) {
    console.warn(`[demo-server] UKEY simulator not started on port ${setting}: ${(error as Error).message}`);
    return undefined;
  }
}
