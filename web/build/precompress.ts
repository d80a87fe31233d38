import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/** Text types that compress well; images other than SVG and archives are already compressed. */
export const COMPRESSIBLE_EXTENSIONS = [".html", ".js", ".css", ".json", ".svg", ".txt", ".webmanifest"];
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

async function writeIfSmaller(file: string, original: Buffer, compressed: Buffer): Promise<void> {
  // A variant that saves under 5% costs a lookup and a second cached copy for nothing.
  if (compressed.length < original.length * 0.95) await fs.promises.writeFile(file, compressed);
}

/** Writes `file.br` and `file.gz` beside every text file of `dir` worth compressing. */
export async function precompressDir(dir: string): Promise<void> {
  const files = filesUnder(dir).filter((f) => COMPRESSIBLE_EXTENSIONS.includes(path.extname(f)));
  await Promise.all(
    files.map(async (file) => {
      const original = await fs.promises.readFile(file);
      if (original.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(original, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length } }),
        gzip(original, { level: 9 }),
      ]);
      await Promise.all([writeIfSmaller(`${file}.br`, original, br), writeIfSmaller(`${file}.gz`, original, gz)]);
    }),
  );
}

/**
 * Precompresses the build at the highest levels: done once here, the server only picks the
 * variant a browser accepts (server/http/client-files.ts) instead of compressing the same bytes
 * on every request.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "bia:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => precompressDir(outDir),
  };
}
