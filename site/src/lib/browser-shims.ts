/**
 * The board renderer (board/render/render-board.ts) imports board/geometry/load-geometry.ts
 * to generate a board when it is given none. That module reads SVG/GeoJSON boards with
 * node:fs and node:path, and through generate-lonlat.ts → project-lonlat.ts reads the
 * world atlas with node:fs and node:module (and pulls d3-geo, topojson, svgson). The
 * playground always passes the geometry, precomputed at build time as JSON, so in the
 * browser bundle load-geometry is replaced by a module whose functions throw, and any
 * other node: import by a throwing shim. Server-side (prerendering) nothing is replaced.
 */
import type { Plugin } from 'vite';

const nodeModules = new Set(['node:fs', 'node:path', 'node:module', 'fs', 'path', 'module']);
const prefix = '\0dipkit-browser-shim:';

function throwing(name: string, exports: readonly string[]): string {
  const fail = `() => { throw new Error(${JSON.stringify(`${name} is not available in the browser`)}); }`;
  return `const fail = ${fail};\n${exports.map((e) => `export const ${e} = fail;`).join('\n')}\nexport default { ${exports.join(', ')} };\n`;
}

export function browserShims(): Plugin {
  return {
    name: 'dipkit-browser-shims',
    enforce: 'pre',
    resolveId(id, importer, options) {
      if (options?.ssr) return null;
      if (nodeModules.has(id)) return prefix + id;
      if (id.endsWith('/geometry/load-geometry.js') && importer?.replace(/\\/g, '/').endsWith('/board/render/render-board.ts')) return `${prefix}load-geometry`;
      return null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const name = id.slice(prefix.length);
      return name === 'load-geometry'
        ? throwing('generating or loading a board', ['generateGeometry', 'loadGeometry'])
        : throwing(name, ['readFileSync', 'resolve', 'join', 'createRequire']);
    },
  };
}
