/**
 * A tiny SVG element builder. Everything that comes from a variant (names, ids,
 * colours) goes through here and is escaped.
 */

export type Attributes = Readonly<Record<string, string | number | null | undefined>>;

/**
 * Characters no XML document may hold (controls but tab and line ends, U+FFFE, U+FFFF, a
 * lone surrogate): the compiler refuses them in names, but a board also shows what position
 * and orders files say. Each becomes U+FFFD, so the SVG stays well formed whatever it is given.
 */
const notXml = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function escapeText(text: string): string {
  return text.replace(notXml, '\ufffd').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function attributes(attrs: Attributes): string {
  let out = '';
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined) continue;
    out += ` ${name}="${escapeAttribute(typeof value === 'number' ? formatNumber(value) : value)}"`;
  }
  return out;
}

/** Numbers with at most one decimal, no "-0". */
export function formatNumber(v: number): string {
  const r = Math.round(v * 10) / 10;
  return String(r === 0 ? 0 : r);
}

/** An element; `children` are already-built markup (use `text()` for text). */
export function el(name: string, attrs: Attributes = {}, ...children: string[]): string {
  const inner = children.join('');
  return inner === '' ? `<${name}${attributes(attrs)}/>` : `<${name}${attributes(attrs)}>${inner}</${name}>`;
}

export function text(value: string): string {
  return escapeText(value);
}

/** A class name from data: keeps [a-z0-9_-], so ids that are not plain cannot break a selector. */
export function classToken(id: string): string {
  return id.toLowerCase().replace(/[^a-z0-9_-]/g, '_');
}
