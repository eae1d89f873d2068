import { main } from '../../../cli/main.js';
const io = { stdout: process.stdout, stderr: process.stderr, env: process.env, isTTY: false };
process.exitCode = await main(process.argv.slice(2), io);
