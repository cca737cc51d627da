// A real SMTP server (the smtp-server package) on 127.0.0.1 for the tests, standing in for the
// firm's mail server: it records every message it accepts, raw and parsed (headers, the plain
// text and HTML parts decoded). It can be stopped and started again on the same port (an
// outage), or made to answer 451 to every message for a while.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

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

interface Part {
  type: string;
  content: string;
}

export async function startSmtpServer({
  port = 0,
}: { port?: number } = {}): Promise<FakeSmtpServer> {
  const messages: ReceivedMail[] = [];
  let server: SMTPServer;
  let tempFailure = false;

  async function listen(onPort: number): Promise<number> {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onAuth(auth, session, callback) {
        callback(null, { user: auth.username });
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk) => chunks.push(chunk));
        stream.on("end", () => {
          if (tempFailure) {
            const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
            return callback(error);
          }
          const raw = Buffer.concat(chunks).toString("latin1");
          messages.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            },
            user: session.user as string | undefined,
            raw,
            ...parseMessage(raw),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(onPort, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
    return (server.server.address() as AddressInfo).port;
  }

  const bound = await listen(port);
  return {
    port: bound,
    url: (credentials = "") => `smtp://${credentials ? `${credentials}@` : ""}127.0.0.1:${bound}`,
    messages,
    /** 451 to every message while on. */
    setTempFailure(on: boolean) {
      tempFailure = on;
    },
    /** Stops listening: connections are refused until `start`. */
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      await listen(bound);
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Headers (unfolded, encoded words decoded) and the decoded text and HTML parts of a message. */
export function parseMessage(raw: string): Pick<ReceivedMail, "headers" | "text" | "html"> {
  const { headers, body } = splitHeaders(raw);
  const parts: Part[] = [];
  collectParts(headers, body, parts);
  const text = parts.find((part) => part.type === "text/plain")?.content;
  const html = parts.find((part) => part.type === "text/html")?.content;
  return { headers, text, html };
}

function splitHeaders(raw: string): { headers: [string, string][]; body: string } {
  const end = raw.indexOf("\r\n\r\n");
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? "" : raw.slice(end + 4);
  const headers: [string, string][] = [];
  for (const line of head.split("\r\n")) {
    if (/^[ \t]/.test(line) && headers.length) headers[headers.length - 1]![1] += line;
    else {
      const colon = line.indexOf(":");
      headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  return {
    headers: headers.map(([name, value]): [string, string] => [name, decodeWords(value)]),
    body,
  };
}

function header(headers: [string, string][], name: string): string {
  return headers.find(([key]) => key === name)?.[1] ?? "";
}

function collectParts(headers: [string, string][], body: string, parts: Part[]): void {
  const type = header(headers, "content-type");
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      const inner = splitHeaders(section.replace(/^\r\n/, ""));
      collectParts(inner.headers, inner.body, parts);
    }
    return;
  }
  const encoding = header(headers, "content-transfer-encoding").toLowerCase();
  let bytes: Buffer;
  if (encoding === "base64") bytes = Buffer.from(body.replace(/\s+/g, ""), "base64");
  else if (encoding === "quoted-printable") bytes = decodeQuotedPrintable(body);
  else bytes = Buffer.from(body, "latin1");
  parts.push({
    type: (type.split(";")[0] || "text/plain").trim().toLowerCase(),
    content: bytes.toString("utf8").replace(/\r\n/g, "\n").replace(/\n$/, ""),
  });
}

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(soft.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")).toString("utf8"),
    );
}
