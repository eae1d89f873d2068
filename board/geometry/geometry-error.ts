/** A problem with a board's geometry source, named with its file: shown as is, never as a stack trace. */
export class GeometryError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super(`${file}: ${problem}`);
    this.name = 'GeometryError';
  }
}
