/**
 * The board renderer (board/render/render-board.ts) imports board/geometry/load-geometry.ts,
 * which reads SVG/GeoJSON boards with node:fs and node:path. The playground never loads a
 * board from a file (it gets the geometry precomputed as JSON), so in the browser bundle
 * those two modules are replaced by shims that throw if ever called. Server-side (SSR and
 * prerendering) the real modules are used.
 */
import type { Plugin } from 'vite';

const shimmed = new Set(['node:fs', 'node:path', 'fs', 'path']);
const prefix = '\0dipkit-browser-shim:';

export function browserShims(): Plugin {
  return {
    name: 'dipkit-browser-shims',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      if (options?.ssr || !shimmed.has(id)) return null;
      return prefix + id;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const name = id.slice(prefix.length);
      const fail = `() => { throw new Error(${JSON.stringify(`${name} is not available in the browser`)}); }`;
      return `const fail = ${fail};\nexport const readFileSync = fail;\nexport const resolve = fail;\nexport const join = fail;\nexport default { readFileSync, resolve, join };\n`;
    },
  };
}
