import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { decideAccess, isOpenRoute } from '../../session/accessRules';
import { portalPaths } from './routeTable/routePaths';
import { routeTableFor } from './portalRoutes';

// The pages docs/adr/0016-pages-open-without-sign-in.md lets anyone open. A page joins this
// list by a decision recorded there, never by a flag alone.
const openPages = [
  // The five exempt pages (docs/product/routes.md#pages-open-without-sign-in).
  '/index', '/share', '/404', '/public', '/operateGuide', '/guide',
  // The sharing pages (docs/product/routes.md#sharing-and-open-pages).
  '/contentShare', '/contentShareBook', '/enrollmentQrCode', '/errorShare', '/errorCode',
  // The open pages (docs/product/routes.md#open-pages).
  '/open', '/openProjectDetail', '/openCourseDetail', '/openSpecialReDetails', '/openNewSpecialCourseDetail',
  '/openNewGoodCourseDetail', '/openCourseTextDetail', '/openBjcy', '/openSeeView', '/openSpecialMobile',
  '/openCourseDetailMobile', '/openIntelligentGuidance',
].sort();

/** Every address of the portal's route table, with what the guard decides for a visitor. */
async function visitorDecisions() {
  const addresses = portalPaths();
  return Promise.all(
    addresses.map(async (pathname) => {
      const matches = matchRoutes(await routeTableFor(pathname), pathname) ?? [];
      expect(matches.at(-1)?.route.path, `${pathname} is served by its own route`).not.toBe('*');
      const open = isOpenRoute(matches.map((match) => ({ handle: match.route.handle })));
      return { pathname, decision: decideAccess({ pathname, open, token: '', user: { status: 'failed' } }).kind };
    }),
  );
}

describe('which pages ask a visitor to sign in', () => {
  it('lets a visitor open exactly the pages the ADR names', async () => {
    const decisions = await visitorDecisions();
    expect(decisions.length).toBeGreaterThan(100);
    expect(decisions.filter(({ decision }) => decision === 'allow').map(({ pathname }) => pathname).sort()).toEqual(openPages);
  });

  it('sends a visitor to sign in on every other page', async () => {
    const others = (await visitorDecisions()).filter(({ pathname }) => !openPages.includes(pathname));
    expect(others.filter(({ decision }) => decision !== 'login')).toEqual([]);
  });
});
