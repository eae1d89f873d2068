/**
 * JSON made safe to paste into JavaScript and HTML: `<` escaped so no `</script>`
 * or `<!--` can appear, U+2028 and U+2029 escaped for older JavaScript parsers.
 * The result is still JSON and parses to the same value.
 */
export function safeJson(value: unknown, indent = 2): string {
  return JSON.stringify(value, null, indent)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
