import type { SiteBuild } from "./site-build.mjs";

interface AdapterOutputs {
  prerenders: { pathname: string; fallback?: { filePath?: string } }[];
  staticFiles: { pathname: string; filePath: string }[];
}
export function buildInputs(context: {
  outputs: AdapterOutputs;
  distDir: string;
  buildId: string;
}): SiteBuild;
export function unfinishedPagesIn(outputDir: string): string[] | null;
declare const adapter: {
  name: string;
  modifyConfig(config: unknown, context: unknown): Promise<unknown>;
  onBuildComplete(context: unknown): Promise<void>;
};
export default adapter;
