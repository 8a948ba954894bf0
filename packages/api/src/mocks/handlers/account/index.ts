import type { RequestHandler } from 'msw';
import type { MockDb } from '../../core/mockDb';

export const accountHandlers = (_db: MockDb): RequestHandler[] => [];
