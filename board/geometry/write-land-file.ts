/**
 * The build's step that writes the land file (land-atlas.ts) for the installed world-atlas:
 *
 *   tsx board/geometry/write-land-file.ts dist/cli-bundle/land-50m.bin …
 */
import { writeLandFile } from './land-atlas.js';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: write-land-file.ts FILE…');
  process.exit(2);
}
writeLandFile(files);
