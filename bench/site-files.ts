/**
 * Files the pages load beside their scripts, weighed in the build: the typeface
 * every page preloads, and the site search's index, which loads only once a
 * visitor searches (docs/decisions/028).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { searchIndexFolder } from '@ferrum/shared';

export interface SiteFilesMeasurement {
  /** Each font file in the build (woff2: already compressed), by name. */
  fonts: { file: string; bytes: number }[];
  /** The search index: its entry script (gzip -9), its WebAssembly, and every file of it together. */
  searchIndex: { scriptGzipBytes: number; wasmBytes: number; files: number; totalBytes: number };
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => join(folder, file))
    .filter((file) => statSync(file).isFile());
}

export function measureSiteFiles(siteDir: string): SiteFilesMeasurement {
  const assets = join(siteDir, 'assets');
  const fonts = readdirSync(assets)
    .filter((file) => file.endsWith('.woff2'))
    .map((file) => ({ file, bytes: statSync(join(assets, file)).size }));
  const index = join(siteDir, searchIndexFolder.slice(1));
  const files = filesUnder(index);
  const wasm = files.find((file) => /wasm\.[\w-]+\.pagefind$/.test(file));
  return {
    fonts,
    searchIndex: {
      scriptGzipBytes: gzipSync(readFileSync(join(index, 'pagefind.js')), { level: 9 }).length,
      wasmBytes: wasm ? statSync(wasm).size : 0,
      files: files.length,
      totalBytes: files.reduce((sum, file) => sum + statSync(file).size, 0),
    },
  };
}
