import { http } from 'msw';
import type { MockDb } from '../../core/mockDb';
import { ok } from '../../envelope';
import { demoBanners } from '../../fixtures/portal/banners';

export const bannerHandlers = (db: MockDb) => [
  http.post('*/pcApi/api/portal/banner', () => ok(db.state('banners', () => structuredClone(demoBanners)))),
];
