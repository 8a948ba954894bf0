import type { PortalConfigLayer } from '@study-portal/api';
import { studyCentreTabs, type StudyCentreTabKey } from '../StudyCentreScreen/studyCentreTabs';
import { StudyCentreScreen } from '../StudyCentreScreen/StudyCentreScreen';
import { StudyCentreHarness } from './StudyCentreHarness';
import { studyCentreTabAddress } from '../addresses';

export interface CentreAtProps {
  /** The tab opened, by key; its acativeId goes in the address. */
  tab: StudyCentreTabKey;
  /** The demo account signed in; `learner` by default. */
  account?: string;
  /** The year shown as "this year"; the fixtures' year under way is 2026. */
  year?: number;
  /** Extra query parameters, e.g. letterId=… */
  query?: string;
  /** Where sign-in and logout would take the browser; stories only record it. */
  leave?: (address: string) => void;
  /** A deployment's settings over the demo's, as its `portal-config.json` gives them. */
  config?: PortalConfigLayer;
}

/** The study centre opened at one tab, as a link with ?acativeId= opens it. */
export function StudyCentreAt({ tab, account = 'learner', year = 2026, query = '', leave, config }: CentreAtProps) {
  const id = studyCentreTabs.find((item) => item.key === tab)?.id ?? '1';
  return (
    <StudyCentreHarness signedInAs={account} path={`${studyCentreTabAddress(id)}${query ? `&${query}` : ''}`} {...(leave ? { leave } : {})} {...(config ? { config } : {})}>
      <StudyCentreScreen year={year} />
    </StudyCentreHarness>
  );
}
