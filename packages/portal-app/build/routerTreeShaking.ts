import type { Plugin } from 'vite';

/** A React Router module: its published build names its components for React's developer tools. */
const isRouterModule = (id: string) => /\/node_modules\/react-router\/dist\/.+\.m?js$/.test(id);

/** `Form.displayName = "Form";` and the like, alone on their line. */
const displayNameLine = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/** `var Form = React10.forwardRef(`: a component or context made at the module's top level. */
const madeByReact = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/**
 * Lets the bundler leave out the parts of React Router that nothing of ours uses. Its published
 * build makes its components and contexts at the top level (`React.forwardRef(…)`) without
 * marking the calls pure, and names each for React's developer tools (`Form.displayName = …`):
 * to the bundler both are statements that must stay, and they keep what they name. So `Form`,
 * `NavLink`, `ScrollRestoration` and the data router's form submission came into the home
 * page's first download (docs/adr/0037-routes-rendered-from-a-table.md). The calls are marked
 * pure and the names dropped; lines stay where they were, so the source map does too.
 */
export function routerTreeShaking(): Plugin {
  return {
    name: 'study-portal:router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!isRouterModule(id)) return null;
      return { code: code.replace(displayNameLine, '').replace(madeByReact, '$1/* @__PURE__ */ $2'), map: null };
    },
  };
}
