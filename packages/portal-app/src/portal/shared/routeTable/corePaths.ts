/**
 * The addresses the core route table serves (app/portalRoutes.tsx): a first visit to any other
 * address is an area page, which needs the area route table. The build reads this list too,
 * to let an area page ask for that table from its HTML (build/areaTablePreload.ts).
 */
export const corePaths = ['/', '/index', '/public', '/404'];
