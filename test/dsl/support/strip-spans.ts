/** A syntax tree without its spans, to compare what was parsed regardless of where. */
export function stripSpans(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSpans);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'span')
        .map(([key, inner]) => [key, stripSpans(inner)]),
    );
  }
  return value;
}
