/**
 * Starlight's docs collection: the pages under src/content/docs/ (home, guides,
 * translations) plus the repository's docs/*.md, loaded at build time.
 */
import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';
import { readRepoDocs } from './lib/repo-docs.js';

function docsWithRepoDocs(): Loader {
  const own = docsLoader();
  return {
    name: 'dipkit-docs',
    async load(context) {
      await own.load(context);
      for (const doc of readRepoDocs(process.env.DIPKIT_ROOT ?? '.')) {
        const data = await context.parseData({ id: doc.id, data: { title: doc.title } });
        const rendered = await context.renderMarkdown(doc.body);
        context.store.set({ id: doc.id, data, body: doc.body, rendered, digest: context.generateDigest(doc.body) });
        context.watcher?.add(doc.file);
      }
    },
  };
}

export const collections = {
  docs: defineCollection({ loader: docsWithRepoDocs(), schema: docsSchema() }),
};
