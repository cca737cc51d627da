export interface ReceivedMail {
  envelope: { from: string | undefined; to: string[] };
  user: string | undefined;
  raw: string;
  /** Every header as [lower-case name, value], unfolded, encoded words decoded, in order. */
  headers: [string, string][];
  text: string | undefined;
  html: string | undefined;
}

export interface FakeSmtpServer {
  port: number;
  url(credentials?: string): string;
  messages: ReceivedMail[];
  setTempFailure(on: boolean): void;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export function startSmtpServer(options?: { port?: number }): Promise<FakeSmtpServer>;
export function parseMessage(raw: string): Pick<ReceivedMail, "headers" | "text" | "html">;
