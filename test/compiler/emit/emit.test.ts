import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { emitVariant, generateVariantFiles } from '../../../compiler/compile.js';
import { compileMemory, miniMap, replace } from '../../support/mini-map.js';
import { repoRoot } from '../../support/variants.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dipkit-emit-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const nasty = 'Evil </script><script>alert(1)</script> "quoted" `tick` ${x} \\ \u2028 \u2029 end';

function compiled(text = miniMap) {
  const result = compileMemory({ '/mem/mini.dip': text });
  if (!result.variant) throw new Error(JSON.stringify(result.diagnostics));
  return result;
}

describe('emitVariant', () => {
  it('writes the module, types, JSON and report', () => {
    const dir = tempDir();
    const written = emitVariant(compiled().variant!, dir);
    expect(written.map((p) => p.slice(dir.length + 1))).toEqual(['mini.js', 'mini.d.ts', 'mini.json', 'mini.report.txt']);
    expect(readdirSync(dir).sort()).toEqual(['mini.d.ts', 'mini.js', 'mini.json', 'mini.report.txt']);
    const report = readFileSync(join(dir, 'mini.report.txt'), 'utf8');
    expect(report).toContain('provinces: 10 (4 coastal, 1 impassable, 3 land, 2 sea)');
    expect(report).toContain('supply centres: 6');
    expect(report).toContain('warnings: 0');
  });

  it('is deterministic: same input, same bytes', () => {
    const a = generateVariantFiles(compiled().variant!);
    const b = generateVariantFiles(compiled().variant!);
    expect(a).toEqual(b);
  });

  it('lists warnings in the report', () => {
    const result = compiled(miniMap.replace('victory 4 centres', 'victory 3 centres'));
    const files = new Map(generateVariantFiles(result.variant!, { diagnostics: result.diagnostics }));
    expect(files.get('mini.report.txt')).toMatch(/warnings: 1\n {2}\/mem\/mini\.dip:4:11: DIP3014 /);
  });

  it('keeps names as data: </script>, quotes, backticks, ${} and line separators round-trip', async () => {
    // The language refuses line separators in a name (DIP1202); a variant a program makes may still hold them.
    const written = nasty.replace(/[\u2028\u2029]/g, '-');
    const escaped = written.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
    const result = compiled(replace('en "Norland"', `en "${escaped}"`)(miniMap));
    expect(result.variant!.provinces[0].names.en).toBe(written);
    const variant = JSON.parse(JSON.stringify(result.variant)) as NonNullable<typeof result.variant>;
    (variant.provinces[0].names as Record<string, string>).en = nasty;
    const files = new Map(generateVariantFiles(variant));
    const js = files.get('mini.js')!;
    expect(js).not.toContain('</script>');
    expect(js).not.toMatch(/[\u2028\u2029]/);
    const dir = tempDir();
    writeFileSync(join(dir, 'mini.js'), js);
    const module = await import(pathToFileURL(join(dir, 'mini.js')).href);
    expect(module.variant).toEqual(variant);
    expect(module.variant.provinces[0].names.en).toBe(nasty);
    expect(Object.isFrozen(module.variant.adjacency.army.nor)).toBe(true);
    expect(JSON.parse(files.get('mini.json')!)).toEqual(module.variant);
  });

  it('writes a .d.ts that type-checks against the model', () => {
    const dir = tempDir();
    emitVariant(compiled().variant!, dir);
    const use = join(dir, 'use.ts');
    writeFileSync(use, "import { variant } from './mini.js';\nconst id: string = variant.id;\nconst bad: number = variant.id;\nexport { id, bad };\n");
    const program = ts.createProgram([use], {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      allowJs: false,
      skipLibCheck: true,
      types: [],
      baseUrl: dir,
      paths: { 'dipkit/model': [join(repoRoot, 'model/variant.ts')] },
    });
    const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    // Exactly the deliberate mistake: the type of variant.id is known to be string.
    expect(errors).toEqual(["Type 'string' is not assignable to type 'number'."]);
  });
});

describe('emitVariant given what the compiler does not give', () => {
  it('writes nothing outside its folder, whatever the variant id says', () => {
    const parent = tempDir();
    const dir = join(parent, 'out');
    for (const id of ['../escape', 'a/b', '/abs', 'back\\slash', 'nul\u0000']) {
      const variant = { ...compiled().variant!, id };
      expect(() => emitVariant(variant, dir), id).toThrow(TypeError);
      expect(() => emitVariant(variant, dir), id).toThrow(/^cannot write a file named .*: a file's name, not a path, is written into /);
    }
    expect(readdirSync(parent)).toEqual([]);
  });

  it('names a variant that is not one, or options that are no object', () => {
    expect(() => generateVariantFiles({} as never)).toThrow(new TypeError("variant.id: expected the variant's id, found nothing"));
    expect(() => generateVariantFiles(compiled().variant!, null as never)).toThrow(new TypeError('options: expected an object ({ typesFrom, diagnostics })'));
  });
});
