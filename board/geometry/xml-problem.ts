/**
 * Why a file is not well-formed XML, in plain words with a line and column: the SVG
 * parser (svgson) fails on a broken file with its own JavaScript errors ("Cannot read
 * properties of undefined"), and takes a second root element as a list of roots. This
 * scan only finds the first structural problem; it does not validate SVG.
 */

/** Line and column (from 1) of position `at` in `text`. */
function place(text: string, at: number): string {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return `line ${line}, column ${at - lineStart + 1}`;
}

/** The first structural problem of the XML text, or null when none is found. */
export function xmlProblem(text: string): string | null {
  const stack: { name: string; at: number }[] = [];
  let roots = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const lt = text.indexOf('<', i);
    const textEnd = lt === -1 ? n : lt;
    if (stack.length === 0 && text.slice(i, textEnd).trim() !== '') {
      const at = i + text.slice(i, textEnd).search(/\S/);
      return roots === 0 ? `text before the root element, at ${place(text, at)}` : `text after the root element, at ${place(text, at)}`;
    }
    if (lt === -1) break;
    const skipTo = (end: string, what: string): string | null => {
      const close = text.indexOf(end, lt);
      if (close === -1) return `the file ends inside the ${what} begun at ${place(text, lt)}`;
      i = close + end.length;
      return null;
    };
    let problem: string | null = null;
    if (text.startsWith('<!--', lt)) problem = skipTo('-->', 'comment');
    else if (text.startsWith('<![CDATA[', lt)) problem = skipTo(']]>', 'CDATA section');
    else if (text.startsWith('<?', lt)) problem = skipTo('?>', 'processing instruction');
    else if (text.startsWith('<!', lt)) {
      // <!DOCTYPE …>, with an internal subset in brackets.
      const bracket = text.indexOf('[', lt);
      const close = text.indexOf('>', lt);
      if (bracket !== -1 && (close === -1 || bracket < close)) problem = skipTo(']>', 'DOCTYPE');
      else problem = skipTo('>', 'declaration');
    } else {
      // A tag: its name, then attributes (quoted values may hold '>') up to '>' or '/>'.
      const closing = text[lt + 1] === '/';
      const name = /^[^\s/>]*/.exec(text.slice(lt + (closing ? 2 : 1), lt + (closing ? 2 : 1) + 200))![0];
      let j = lt + 1;
      let quote = '';
      for (; j < n; j++) {
        const c = text[j];
        if (quote) {
          if (c === quote) quote = '';
        } else if (c === '"' || c === "'") quote = c;
        else if (c === '>') break;
        else if (c === '<') break;
      }
      if (j >= n) {
        return quote
          ? `the file ends inside a quoted value of the tag <${closing ? '/' : ''}${name}> begun at ${place(text, lt)}`
          : `the file ends inside the tag <${closing ? '/' : ''}${name}> begun at ${place(text, lt)}`;
      }
      if (text[j] === '<') return `the tag <${closing ? '/' : ''}${name}> begun at ${place(text, lt)} is not closed with '>' before the next '<'`;
      if (name === '') return `a '<' not followed by a tag name, at ${place(text, lt)}`;
      const selfClosing = !closing && text[j - 1] === '/';
      if (closing) {
        const open = stack.pop();
        if (!open) return `</${name}> at ${place(text, lt)} closes no open element`;
        if (open.name !== name) return `</${name}> at ${place(text, lt)} does not close <${open.name}> (opened at ${place(text, open.at)})`;
      } else {
        if (stack.length === 0) {
          roots++;
          if (roots > 1) return `more than one root element (a second one, <${name}>, at ${place(text, lt)})`;
        }
        if (!selfClosing) stack.push({ name, at: lt });
      }
      i = j + 1;
    }
    if (problem) return problem;
  }
  if (stack.length > 0) {
    const open = stack[stack.length - 1];
    return `the file ends before <${open.name}> (opened at ${place(text, open.at)}) is closed`;
  }
  if (roots === 0) return 'the file has no element at all';
  return null;
}
