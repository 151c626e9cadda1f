import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.join(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The arguments of a `node … <entry>` start, as written in a Dockerfile CMD, a compose command or a script. */
const argumentsOf = (start: string) => [...start.matchAll(/['"]?([^\s'",[\]]+)['"]?/g)].map((match) => match[1]);
const flagsBefore = (entry: string, start: string) => {
  const args = argumentsOf(start);
  return args.slice(args.indexOf('node') + 1, args.indexOf(entry));
};

/**
 * The starts that cannot import apps/api/node-flags.mjs (the image's CMD, docker-compose's worker, apps/api's `start`)
 * spell its flags out: a flag added there and forgotten here would leave those starts on other runtime settings.
 */
describe('the Node flags spelled out where node-flags.mjs cannot be imported', () => {
  let nodeFlags: string[];
  beforeAll(async () => {
    const module = (await import(pathToFileURL(path.join(root, 'apps/api/node-flags.mjs')).href)) as { NODE_FLAGS: string[] };
    nodeFlags = module.NODE_FLAGS;
  });

  it.each([
    ["the image's CMD", () => flagsBefore('apps/api/dist/main.js', /^CMD \[.*\]$/m.exec(read('Dockerfile'))![0])],
    [
      "docker-compose's worker",
      () =>
        flagsBefore('apps/api/dist/worker.js', /^ {2}worker:[\s\S]*?command:([\s\S]*?\])/m.exec(read('docker-compose.yml'))![1]!),
    ],
    [
      "apps/api's start",
      () =>
        flagsBefore('dist/main.js', (JSON.parse(read('apps/api/package.json')) as { scripts: { start: string } }).scripts.start),
    ],
  ])('%s has every flag of node-flags.mjs, in its order', (_where, flagsOf) => {
    expect(flagsOf()).toEqual(nodeFlags);
  });
});
