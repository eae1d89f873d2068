/**
 * Starlight's route middleware (astro.config.mjs `routeMiddleware`): the English 404 page,
 * served for every missing path, shows the French one under /fr/ (lib/locale-404.ts).
 */
import { defineRouteMiddleware } from '@astrojs/starlight/route-data';
import { localised404Script } from './lib/locale-404';

export const onRequest = defineRouteMiddleware((context) => {
  const route = context.locals.starlightRoute;
  if (route.id !== '404') return;
  route.head.push({ tag: 'script', attrs: {}, content: localised404Script() });
});
