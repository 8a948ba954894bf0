import type { RequestHandler } from 'msw';
import type { MockDb } from '../../core/mockDb';
import { bannerHandlers } from './banner';

export const portalHandlers = (db: MockDb): RequestHandler[] => [...bannerHandlers(db)];
