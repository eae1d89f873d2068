/**
 * Characters that show nothing where they stand (soft hyphen, zero-width space, word
 * joiner, Hangul fillers…), as the inside of a regular-expression class: the lexer refuses
 * them in names (DIP1200) and the code frames show them as U+FFFD, from this one list.
 * The zero-width non-joiner and joiner (U+200C, U+200D) and U+FEFF are not in it: each use
 * says what it does with them.
 */
export const SHOW_NOTHING = '\\u00ad\\u034f\\u115f\\u1160\\u17b4\\u17b5\\u180e\\u200b\\u2060-\\u2064\\u3164\\uffa0';
