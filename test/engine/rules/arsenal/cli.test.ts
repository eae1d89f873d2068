/** `dipkit adjudicate` on the arsenal variant: the next phase's removals and placements, by type. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adjudicateCommand } from '../../../../cli/commands/adjudicate.js';
import type { CliIo } from '../../../../cli/io.js';
import { repoRoot } from '../../../support/variants.js';

const dir = mkdtempSync(join(tmpdir(), 'dipkit-arsenal-'));
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('dipkit adjudicate with rule arsenal', () => {
  it('says what each power must remove and may place, by type', async () => {
    const unit = (power: string, type: string, location: string) => ({ power, type, location });
    const position = {
      phase: 'F1901M',
      units: [unit('germany', 'A', 'sil'), unit('germany', 'A', 'mun'), unit('germany', 'A', 'bon'), unit('germany', 'F', 'kie'), unit('russia', 'A', 'pru'), unit('russia', 'A', 'war'), unit('russia', 'F', 'stp/nc'), unit('russia', 'F', 'sev')],
    };
    let out = '';
    let err = '';
    const io: CliIo = { stdout: { write: (t: string) => (out += t) }, stderr: { write: (t: string) => (err += t) }, env: {}, isTTY: false };
    const args = [file('fall.json', JSON.stringify(position)), file('orders.txt', 'Russia: A Pru - Ber'), '--variant', join(repoRoot, 'variants/standard/arsenal.dip'), '--format', 'text'];
    const code = await adjudicateCommand.run(args, io);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain('Germany must remove 1 army');
    expect(out).toContain('Russia may place 1 army');
    expect(out).toContain('England may place 1 army and 2 fleets');
  });
});
