/**
 * The 404 page in the language of the missing page's URL. A static host serves one page,
 * `404.html`, for every missing path (Starlight writes it in English); the French one is a
 * page of its own, `/fr/404/` (src/content/docs/fr/404.md). The English page carries this
 * small script (src/route-data.ts puts it in its head): under `/fr/` it hides itself, fetches
 * the French page and shows it in its place, at the same address; if the fetch fails, the
 * English page is shown.
 */
export const FRENCH_404_PATH = '/fr/404/';

/** The script, as the text of an inline `<script>` (no markup from elsewhere in it). */
export function localised404Script(frenchPath: string = FRENCH_404_PATH): string {
  const path = JSON.stringify(frenchPath);
  return `(() => {
  const path = location.pathname;
  if (!/^\\/fr(\\/|$)/.test(path) || path.startsWith(${path})) return;
  const root = document.documentElement;
  root.lang = 'fr';
  root.style.visibility = 'hidden';
  const english = () => { root.lang = 'en'; root.style.visibility = ''; };
  fetch(${path}).then((r) => (r.ok ? r.text() : null)).then((html) => {
    if (html === null) return english();
    document.open();
    document.write(html);
    document.close();
  }, english);
})();`;
}
