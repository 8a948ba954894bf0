import { bannerPaths } from '../../../contract/portal/banner';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { ok } from '../../envelope';
import { demoBanners } from '../../fixtures/portal/banners';
import { tenantPicture } from '../../fixtures/pictures';

export const bannerHandlers = (db: MockDb) => [
  contractHttp.post(bannerPaths.list, () => ok(db.state('banners', () => structuredClone(demoBanners)).map((banner) => ({ ...banner, imageUrl: tenantPicture(db, banner.imageUrl) })))),
];
