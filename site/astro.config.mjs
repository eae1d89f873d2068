// The documentation site: Astro + Starlight, built from the compiled variants in
// out/variants (run `dipkit build` first; `npm run build` does both).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import { browserShims } from './src/lib/browser-shims.ts';
import { isCompiledVariantFile } from './src/lib/compiled-files.ts';
import { hasRulebookRoute } from './src/lib/site-routes.ts';
import { familyOrder } from './src/lib/variant-order.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// Read by src/lib/variants.ts and the docs loader, wherever the build is started from.
process.env.DIPKIT_ROOT ??= root;

const dipGrammar = JSON.parse(readFileSync(new URL('../editors/dip.tmLanguage.json', import.meta.url), 'utf8'));

/** The variants' sidebar groups, from the compiled variants (nothing to edit when one is added). */
function variantSidebar() {
  const dir = process.env.DIPKIT_VARIANTS ?? `${root}/out/variants`;
  if (!existsSync(dir)) return [];
  const hasRulebook = hasRulebookRoute(root);
  const variants = familyOrder(
    readdirSync(dir)
      .filter(isCompiledVariantFile)
      .map((f) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8'))),
    (v) => v.base,
  );
  return variants.map((v) => {
    const link = (path, en, fr) => ({ label: en, translations: { fr }, link: `/variants/${v.id}/${path}` });
    const name = (lang) => v.names[lang] ?? Object.values(v.names)[0] ?? v.id;
    return {
      label: name('en'),
      translations: { fr: name('fr') },
      collapsed: true,
      items: [
        link('', 'Overview', 'Présentation'),
        link('board/', 'Board', 'Carte'),
        link('tables/', 'Tables', 'Tables'),
        link('playground/', 'Playground', 'Bac à sable'),
        ...(hasRulebook ? [link('rulebook/', 'Rulebook', 'Règles')] : []),
      ],
    };
  });
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  outDir: './dist',
  trailingSlash: 'always',
  // No image processing: the boards are inline SVG, and sharp is not needed.
  image: { service: { entrypoint: 'astro/assets/services/noop' } },
  vite: { plugins: [browserShims()] },
  integrations: [
    starlight({
      title: 'dipkit',
      description: 'Author, check, adjudicate and draw variants of Diplomacy.',
      defaultLocale: 'root',
      locales: { root: { label: 'English', lang: 'en' }, fr: { label: 'Français', lang: 'fr' } },
      expressiveCode: { shiki: { langs: [dipGrammar] } },
      customCss: ['./src/styles/site.css'],
      // The 404 page in French under /fr/ (src/lib/locale-404.ts).
      routeMiddleware: './src/route-data.ts',
      sidebar: [
        { label: 'Guides', translations: { fr: 'Guides' }, autogenerate: { directory: 'guides' } },
        { label: 'Variants', translations: { fr: 'Variantes' }, items: variantSidebar() },
      ],
    }),
  ],
});
