import type { RequestHandler } from 'msw';
import type { MockDb } from '../../core/mockDb';
import { articleHandlers } from './article';
import { bannerHandlers } from './banner';
import { guidanceHandlers } from './guidance';
import { helpHandlers } from './help';
import { honorHandlers } from './honor';
import { libraryHandlers } from './library';
import { liveHandlers } from './live';
import { postHandlers } from './post';
import { suggestHandlers } from './suggest';
import { taskHandlers } from './task';
import { tbtpHandlers } from './tbtp';

/** Portal content, special-topic classes, live streams and the community, over one db. */
export const portalHandlers = (db: MockDb): RequestHandler[] => [
  ...bannerHandlers(db),
  ...articleHandlers(db),
  ...tbtpHandlers(db),
  ...liveHandlers(db),
  ...libraryHandlers(db),
  ...suggestHandlers(db),
  ...honorHandlers(db),
  ...postHandlers(db),
  ...taskHandlers(db),
  ...helpHandlers(db),
  ...guidanceHandlers(db),
];
