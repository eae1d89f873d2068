/**
 * The documentation site's build time and page weight: `npx tsx bench/site.ts [RUNS]`
 * (RUNS 0: only weigh the site already built).
 * Each run builds the site from scratch (site/dist and Astro's caches removed) from the
 * compiled variants in out/variants (run `npm run build` once first); the figure is the
 * median. Target: under 60 s with every shipped variant on the 2-core build machine.
 * Page weight: each page's HTML plus the CSS and JavaScript it loads (modules followed
 * through their imports) and, for a playground, the data it fetches; raw and gzipped.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'site/dist');
const runs = Number(process.argv[2] ?? 3);

if (!existsSync(join(root, 'out/variants'))) throw new Error('no out/variants: run `npm run build` first');

/**
 * CPU seconds (user + system) used so far by this process's finished children, from
 * /proc/self/stat (Linux; null elsewhere). On a shared machine the wall time of a build
 * grows with the load; its CPU time hardly does, so both are reported.
 */
function childCpuSeconds(): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const fields = readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /, '').split(' ');
  // After the command name: field 3 is index 0, so cutime (16) and cstime (17) are 13 and 14.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const times: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < runs; i++) {
  for (const dir of ['site/dist', 'site/.astro', 'node_modules/.astro', 'site/node_modules/.astro']) rmSync(join(root, dir), { recursive: true, force: true });
  const start = performance.now();
  const cpuStart = childCpuSeconds();
  execFileSync('npx', ['astro', 'build', '--root', 'site'], { cwd: root, stdio: 'ignore' });
  times.push((performance.now() - start) / 1000);
  const cpuEnd = childCpuSeconds();
  if (cpuStart !== null && cpuEnd !== null) cpu.push(cpuEnd - cpuStart);
}
const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const variants = readdirSync(join(root, 'out/variants')).filter((f) => f.endsWith('.json') && !f.endsWith('.board.json')).length;

/** Files under a folder, recursively. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Same-site assets a page loads: stylesheets, scripts and their module imports, fetched data. */
function assetsOf(htmlFile: string, html: string): Set<string> {
  const found = new Set<string>();
  const add = (url: string, from: string): void => {
    const path = url.startsWith('/') ? join(dist, url) : resolve(dirname(from), url);
    if (found.has(path) || !existsSync(path) || statSync(path).isDirectory()) return;
    found.add(path);
    if (path.endsWith('.js')) {
      for (const [, dep] of readFileSync(path, 'utf8').matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) add(dep!, path);
    }
  };
  for (const [, url] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) add(url!, htmlFile);
  for (const [, url] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) add(url!, htmlFile);
  for (const [, body] of html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)) {
    for (const [, dep] of body!.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) add(dep!, htmlFile);
  }
  for (const [, url] of html.matchAll(/data-data-url="([^"]+)"/g)) add(url!, htmlFile);
  return found;
}

const pages = files(dist)
  .filter((f) => f.endsWith('index.html') && !f.includes(`${sep}pagefind${sep}`))
  .map((file) => {
    const html = readFileSync(file, 'utf8');
    const parts = [file, ...assetsOf(file, html)].map((f) => readFileSync(f));
    const raw = parts.reduce((n, b) => n + b.length, 0);
    const gzip = parts.reduce((n, b) => n + gzipSync(b).length, 0);
    return { page: '/' + relative(dist, dirname(file)).split(sep).join('/'), html: Buffer.byteLength(html), raw, gzip };
  })
  .sort((a, b) => b.raw - a.raw);

const kb = (n: number): string => `${(n / 1024).toFixed(0)} KB`;
const total = files(dist).reduce((n, f) => n + statSync(f).size, 0);
if (runs > 0) {
  const m = median(times);
  console.log(`site build, ${variants} variants, ${pages.length} pages: median ${m.toFixed(1)} s over ${runs} runs (${times.map((t) => t.toFixed(1)).join(', ')} s); target < 60 s: ${m < 60 ? 'ok' : 'MISSED'}`);
  if (cpu.length === runs) console.log(`  CPU time (user + system, all processes): median ${median(cpu).toFixed(1)} s (${cpu.map((t) => t.toFixed(1)).join(', ')} s); load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`);
}
console.log(`site/dist total: ${kb(total)} in ${files(dist).length} files`);
console.log('largest pages (HTML + CSS + JS + data, raw / gzip; HTML alone):');
for (const p of pages.slice(0, 8)) console.log(`  ${p.page.padEnd(42)} ${kb(p.raw).padStart(8)} / ${kb(p.gzip).padStart(7)}   html ${kb(p.html)}`);
const kindOf = (page: string): string => {
  const m = /\/variants\/[^/]+\/?(.*)$/.exec(page);
  return m ? `variant ${m[1] || 'overview'}` : page.includes('/guides/') ? 'guide' : 'home';
};
console.log('median page by kind (raw / gzip):');
for (const kind of [...new Set(pages.map((p) => kindOf(p.page)))].sort()) {
  const of = pages.filter((p) => kindOf(p.page) === kind);
  console.log(`  ${kind.padEnd(22)} ${kb(median(of.map((p) => p.raw))).padStart(8)} / ${kb(median(of.map((p) => p.gzip))).padStart(7)}   (${of.length} pages)`);
}
console.log('selected pages (raw / gzip; HTML alone):');
const selected = [
  ...['', 'board', 'tables', 'playground', 'rulebook'].map((sub) => `/variants/standard${sub ? `/${sub}` : ''}`),
  '/fr/variants/standard/rulebook',
  '/variants/colonial-1996/rulebook',
  '/variants/rokugan/rulebook',
  '/fr/guides/language',
];
for (const path of selected) {
  const p = pages.find((page) => page.page === path);
  if (p) console.log(`  ${p.page.padEnd(42)} ${kb(p.raw).padStart(8)} / ${kb(p.gzip).padStart(7)}   html ${kb(p.html)}`);
}
const sum = pages.reduce((n, p) => n + p.raw, 0);
console.log(`all pages: ${kb(sum)} raw, ${kb(pages.reduce((n, p) => n + p.gzip, 0))} gzip`);
