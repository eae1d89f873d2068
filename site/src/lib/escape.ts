/**
 * Escaping for what comes from a variant file: names are data, never markup or code.
 * Astro escapes `{expressions}` itself; these are for strings built by hand (SVG
 * attributes, JSON inside <script>).
 */

/** Text or an attribute value in HTML/SVG. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON safe inside a <script> element: no `</script>`, `<!--`, or line separators. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
