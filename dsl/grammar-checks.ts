/**
 * Whether Chevrotain checks the grammar and the lexer's patterns when they are built.
 * The checks find grammar mistakes (ambiguities, empty patterns) and cost start-up time:
 * they run wherever the sources run (tests, tsx), and not in the shipped CLI bundle, whose
 * grammar the tests have checked (esbuild defines DIPKIT_BUNDLE there; see package.json).
 */
declare const DIPKIT_BUNDLE: boolean | undefined;

export const checkGrammar = typeof DIPKIT_BUNDLE === 'undefined' || !DIPKIT_BUNDLE;
