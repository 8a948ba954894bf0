import type { RequestHandler } from 'msw';
import type { MockDb } from '../../core/mockDb';

export const personalHandlers = (_db: MockDb): RequestHandler[] => [];
