/** Types of postgres.mjs. */
export function postgresBin(): string;
export function startPostgres(options: {
  port: number;
}): Promise<{ url: string; stop(): Promise<void> }>;
