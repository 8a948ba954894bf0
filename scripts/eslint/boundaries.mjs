/**
 * The app's boundaries as a lint rule (docs/architecture.md#boundaries), after
 * bulletproof-react's restricted paths. Which folder is which layer is data, given in
 * eslint.config.js; this module only reads an import's target against it.
 *
 * - A shared layer (components, session, startup, …) imports no site.
 * - A site imports no other site.
 * - A site's shared layer (portal/shared, portal/layouts) imports none of the site's areas.
 * - An area imports another area only through its face (addresses.ts or index.ts), and never
 *   the composition root.
 * - The composition root takes an area through its face or its route table (routes.tsx).
 * - Story and test helpers (a `testing` folder) may compose anything of their site, and only
 *   stories, tests and other helpers import them.
 */
import { dirname, relative, resolve, sep } from 'node:path';

/** Where a file sits: its site (portal, admin) and layer, or a shared layer of the app. */
export function placeOf(file, { root, shared, sites }) {
  const path = relative(root, file).split(sep).join('/');
  if (path.startsWith('..')) return undefined;
  const [first, second] = path.split('/');
  const testing = path.split('/').slice(0, -1).includes('testing');
  if (shared.includes(first)) return { kind: 'shared', layer: first, path, testing };
  const site = sites[first];
  if (!site) return undefined;
  if (testing) return { kind: 'testing', site: first, layer: `${first}/${second}`, path, testing };
  // A file directly under the site's folder (main.tsx, a test of the whole site) is its root.
  if (/\.[a-z]+$/.test(second ?? '') && !path.slice(first.length + 1).includes('/')) return { kind: 'root', site: first, layer: first, path };
  if (site.root.includes(second)) return { kind: 'root', site: first, layer: `${first}/${second}`, path };
  if (site.shared.includes(second)) return { kind: 'siteShared', site: first, layer: `${first}/${second}`, path };
  // Every other folder of a site is an area: a new one is held apart from the moment it exists.
  return { kind: 'area', site: first, layer: `${first}/${second}`, area: second, path };
}

/** The module an import names, without its extension, a folder counted as its index. */
function moduleOf(path, area) {
  const bare = path.replace(/\.(ts|tsx|mjs|js)$/, '');
  return bare === area ? `${area}/index` : bare;
}

const storyOrTest = /\.(stories|test)\.(ts|tsx)$/;

/** Why the import from `from` to `to` crosses a boundary, or undefined when it may. */
export function crossing(from, to, { faces, rootFaces }) {
  if (!from || !to) return undefined;
  if (to.testing && !from.testing && !storyOrTest.test(from.path)) {
    return `${to.path} helps stories and tests: the shipped code does not import it.`;
  }
  if (from.kind === 'shared') {
    return to.kind === 'shared' ? undefined : `${from.layer} is shared by both sites and imports neither: ${to.path} belongs to ${to.layer}. Move what it needs into a shared layer, or take it as a parameter.`;
  }
  if (to.kind === 'shared') return undefined;
  if (from.site !== to.site) return `The ${from.site} site imports nothing of the ${to.site} site (${to.path}): move what both need into a shared layer.`;
  if (from.kind === 'testing' || to.kind === 'testing' || from.layer === to.layer) return undefined;
  if (to.kind === 'siteShared') return undefined;
  const area = to.area && `${to.site}/${to.area}`;
  const module = area && moduleOf(to.path, area);
  const face = area && faces.some((name) => module === `${area}/${name}`);
  if (from.kind === 'siteShared') {
    return `${from.layer} is shared by the ${from.site} site's areas and imports none of them, nor its root: ${to.path}. Move it down into ${from.layer}, or pass it in.`;
  }
  if (from.kind === 'root') {
    if (to.kind === 'root' || face || rootFaces.some((name) => module === `${area}/${name}`)) return undefined;
    return `The root takes an area through its face (${[...faces, ...rootFaces].join(', ')}): ${to.path} is ${to.layer}'s own. Name it in ${area}/index.ts.`;
  }
  if (to.kind === 'root') {
    return `An area does not import the composition root (${to.path}): move what it needs into the site's shared layer.`;
  }
  if (face) return undefined;
  return `${to.path} is ${to.layer}'s own: an area takes another through its face (${faces.join(' or ')}). Name it in ${area}/index.ts, or move it to a shared layer if both own it.`;
}

/** The rule, given the boundaries table through its options. */
export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the app’s layers and areas apart (docs/architecture.md#boundaries).' },
    schema: [{ type: 'object', additionalProperties: true }],
  },
  create(context) {
    const table = context.options[0];
    const root = resolve(context.cwd, table.root);
    const from = placeOf(context.filename, { ...table, root });
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = placeOf(resolve(dirname(context.filename), source), { ...table, root });
      const why = crossing(from, to, table);
      if (why) context.report({ node, message: why });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const boundariesPlugin = { rules: { boundaries: boundariesRule } };
