import { bannerPaths } from '../../../contract/portal/banner';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { ok } from '../../envelope';
import { demoBanners } from '../../fixtures/portal/banners';

export const bannerHandlers = (db: MockDb) => [
  contractHttp.post(bannerPaths.list, () => ok(db.state('banners', () => structuredClone(demoBanners)))),
];
