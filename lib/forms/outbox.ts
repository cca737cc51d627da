import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";

export interface OutboxRecord {
  id: string;
  form: string;
  receivedAt: string;
  data: Record<string, unknown>;
}

/**
 * Appends one submission as a JSON line. Used when no form provider is configured, so a fresh
 * machine keeps every enquiry; an operator reads the file or replays it to a provider later.
 */
export async function appendToOutbox(file: string, record: OutboxRecord): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  await appendFile(file, JSON.stringify(record) + "\n", { encoding: "utf8", mode: 0o600 });
}
