import { describe, expect, it } from 'vitest';
import { normaliseColour } from '../../../compiler/model/power-colour.js';
import { compileEdited, replace } from '../../support/mini-map.js';

const withColour = (colour: string) => compileEdited(replace('power north en "North" fr "Nord"\n', `power north en "North" fr "Nord"\n  colour "${colour}"\n`));

describe('power colours', () => {
  it('accept #rrggbb, #rgb and CSS colour names, held as #rrggbb so a board draws them as named', () => {
    expect(withColour('#1E3A8A').variant?.powers[0].colour).toBe('#1e3a8a');
    expect(withColour('#f80').variant?.powers[0].colour).toBe('#ff8800');
    expect(withColour('navy').variant?.powers[0].colour).toBe('#000080');
    expect(withColour('DarkGreen').variant?.powers[0].colour).toBe('#006400');
  });

  it('refuse anything else, naming the power', () => {
    for (const bad of ['blurple', '#12345', 'rgb(1,2,3)', 'red;stroke:url(x)', 'constructor']) {
      const result = withColour(bad);
      expect(result.variant).toBeNull();
      expect(result.diagnostics.map((d) => d.code)).toEqual(['DIP3100']);
      // A name a slip or two from one may be suggested (blurple: purple), below.
      expect(result.diagnostics[0].message.startsWith(`'${bad}', the colour of north, is not a colour: write #rrggbb, #rgb or a CSS colour name (navy, darkgreen, crimson…)`)).toBe(true);
    }
  });

  it('suggest the CSS colour names a slip or two away', () => {
    const message = (colour: string) => withColour(colour).diagnostics[0].message;
    expect(message('crimsn')).toBe("'crimsn', the colour of north, is not a colour: write #rrggbb, #rgb or a CSS colour name (navy, darkgreen, crimson…); did you mean crimson?");
    expect(message('Dark Green')).toMatch(/; did you mean darkgreen\?$/);
    expect(message('gray-blue')).not.toContain('did you mean');
  });

  it('names only own entries of the colour table', () => {
    expect(normaliseColour('toString')).toBeNull();
    expect(normaliseColour('hasOwnProperty')).toBeNull();
    expect(normaliseColour('  Crimson ')).toBe('#dc143c');
  });
});
