import type { RequestHandler } from 'msw';
import type { MockDb } from '../../core/mockDb';

export const courseHandlers = (_db: MockDb): RequestHandler[] => [];
