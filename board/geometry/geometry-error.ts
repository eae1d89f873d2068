/** A problem with a board's geometry source, named with its file: shown as is, never as a stack trace. */
export class GeometryError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
    /** The province whose map point is at fault, when one is: the diagnostic points at it. */
    readonly province: string | null = null,
  ) {
    super(`${file}: ${problem}`);
    this.name = 'GeometryError';
  }
}

/** A generated board that cannot be drawn because of a province's map point (far out, or shared with another). */
export class MapPointError extends Error {
  constructor(
    message: string,
    readonly province: string,
  ) {
    super(message);
    this.name = 'MapPointError';
  }
}
