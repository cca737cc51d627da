export const MANIFEST_NAME: string;
export function prerenderedPageRoutes(distDir: string): string[];
export interface SiteBuild {
  distDir: string;
  buildId: string;
  builtBy: string;
  pages: { route: string; file: string }[];
  errorPages: { file: string; optimize: boolean }[];
  chunks: string[];
  staticFile: (href: string) => string | undefined;
}
export function finishBuild(build: SiteBuild): {
  manifest: {
    buildId: string;
    builtBy: string;
    pages: Record<string, string[]>;
    errorPages: string[];
    everyPage: string[];
  };
  manifestFile: string;
  rewritten: number;
  chunks: number;
};
