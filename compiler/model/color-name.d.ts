/** The `color-name` package: the CSS named colours, as [r, g, b]. */
declare module 'color-name' {
  const colours: Readonly<Record<string, readonly [number, number, number]>>;
  export default colours;
}
