// A small static file server for the built site: `node static-server.mjs DIR PORT`.
// Folders serve their index.html; anything else missing gets the site's 404 page.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';

const [dir = 'site/dist', port = '4391'] = process.argv.slice(2);
const base = resolve(dir);
const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.ts': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8', '.pf_meta': 'application/octet-stream',
};

createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  let file = normalize(join(base, path));
  if (!file.startsWith(base)) file = base;
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    res.writeHead(404, { 'Content-Type': types['.html'] });
    res.end(existsSync(join(base, '404.html')) ? readFileSync(join(base, '404.html')) : 'not found');
    return;
  }
  const type = file.endsWith('.d.ts') ? types['.ts'] : (types[extname(file)] ?? 'application/octet-stream');
  res.writeHead(200, { 'Content-Type': type });
  res.end(readFileSync(file));
}).listen(Number(port), '127.0.0.1', () => console.log(`serving ${base} on http://127.0.0.1:${port}/`));
