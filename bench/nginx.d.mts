/** Types of nginx.mjs (plain JavaScript, run by bench/load.mjs without a build). */
export const NGINX: string;
export function nginxAvailable(): boolean;
export function renderNginxConfig(options: {
  httpPort: number;
  httpsPort: number;
  upstreamPort: number | number[];
  cacheDir: string;
  cert: string;
  key: string;
}): string;
export function startNginx(options: {
  httpPort: number;
  httpsPort: number;
  upstreamPort: number | number[];
}): Promise<{ origin: string; httpOrigin: string; prefix: string; stop(): Promise<void> }>;
