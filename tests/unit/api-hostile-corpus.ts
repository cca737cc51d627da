/**
 * Hostile requests for the form endpoints, shared by the route handler test
 * (tests/unit/api-hostile-corpus.test.ts) and the end-to-end one against `next start`
 * (tests/e2e/api-hostile.spec.ts). Every one of them must be refused with a 4xx and a JSON
 * `error`, and none may reach the form provider. Each form gets the same kinds of attack:
 * wrong methods and content types, malformed and non-object JSON, huge bodies and fields,
 * missing, extra and wrongly typed fields, control characters, header injection, markup,
 * unicode edge cases and bogus captcha tokens (captcha is on wherever the corpus runs).
 */

export type Form = "contact" | "careers";

export interface HostileRequest {
  label: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Absent: the request carries no Content-Type. */
  contentType?: string;
  body?: string | Uint8Array;
}

export interface CorpusContext {
  form: Form;
  /** A string no other request carries, put in the name and free-text field of every body. */
  marker: string;
  /** Captcha tokens as the verifier in use understands them. */
  token: (kind: "valid" | "lowScore" | "wrongAction") => string;
}

const FIELDS: Record<Form, string[]> = {
  contact: ["name", "email", "phone", "message", "service"],
  careers: ["name", "email", "phone", "qualification", "position"],
};

/** A submission the endpoint accepts (with a fresh valid captcha token). */
export function validBody(ctx: CorpusContext): Record<string, unknown> {
  const common = {
    name: `Corpus Visitor ${ctx.marker}`,
    email: "visitor@example.com",
    phone: "0123456789",
    captchaToken: ctx.token("valid"),
    website: "",
  };
  return ctx.form === "contact"
    ? {
        ...common,
        message: `A question about a prior-art search (${ctx.marker}).`,
        service: "Invention Search",
      }
    : { ...common, qualification: `M.Sc. Chemistry (${ctx.marker})`, position: "Trademark" };
}

export function hostileCorpus(ctx: CorpusContext): HostileRequest[] {
  const valid = validBody(ctx);
  const choice = ctx.form === "contact" ? "service" : "position";
  const text = ctx.form === "contact" ? "message" : "qualification";
  const json = (label: string, body: unknown, contentType = "application/json") => ({
    label,
    method: "POST" as const,
    contentType,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const withField = (label: string, field: string, value: unknown) =>
    json(label, { ...valid, [field]: value });
  const without = (field: string) => {
    const body = { ...valid };
    delete body[field];
    return json(`missing ${field}`, body);
  };
  const validJson = JSON.stringify(valid);

  return [
    // Wrong methods.
    ...(["GET", "PUT", "PATCH", "DELETE"] as const).map((method) => ({
      label: `${method} request`,
      method,
      ...(method === "GET" ? {} : { contentType: "application/json", body: validJson }),
    })),

    // Wrong content types (the body itself is a valid submission).
    json("JSON sent as text/plain", validJson, "text/plain"),
    json(
      "urlencoded form",
      new URLSearchParams(valid as Record<string, string>).toString(),
      "application/x-www-form-urlencoded",
    ),
    json(
      "multipart form",
      `--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--x--\r\n`,
      "multipart/form-data; boundary=x",
    ),
    json("XML body", "<contact><name>Ada</name></contact>", "application/xml"),
    json("HTML body", "<form><input name=name value=Ada></form>", "text/html"),
    json("JSON-like vendor type", validJson, "application/json-patch+json"),
    { label: "no Content-Type", method: "POST", body: new TextEncoder().encode(validJson) },

    // Malformed JSON.
    json("empty body", ""),
    json("truncated JSON", validJson.slice(0, validJson.length / 2)),
    json("trailing comma", validJson.replace(/}$/, ",}")),
    json("single-quoted JSON", `{'name': 'Ada'}`),
    json("trailing garbage", `${validJson} x`),
    json("NaN literal", `{"name": NaN}`),
    json("two JSON documents", `${validJson}${validJson}`),
    {
      label: "invalid UTF-8 bytes",
      method: "POST",
      contentType: "application/json",
      body: new Uint8Array([
        0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d,
      ]),
    },
    {
      label: "raw UTF-8-encoded surrogate",
      method: "POST",
      contentType: "application/json",
      body: new Uint8Array([
        0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d,
      ]),
    },
    json("deeply nested arrays", "[".repeat(8000) + "]".repeat(8000)),

    // JSON that is not an object.
    json("null", "null"),
    json("array", "[]"),
    json("array holding a valid submission", `[${validJson}]`),
    json("string", `"${ctx.marker}"`),
    json("number", "42"),
    json("boolean", "true"),

    // Huge bodies and fields.
    json("1 MiB body", { ...valid, [text]: "x".repeat(1024 * 1024) }),
    withField("10,000-character name", "name", "A".repeat(10_000)),
    withField("300-character email", "email", `${"a".repeat(290)}@example.com`),
    withField("10,000-digit phone", "phone", "1".repeat(10_000)),
    ctx.form === "contact"
      ? withField("5,001-character message", "message", "x".repeat(5_001))
      : withField("201-character qualification", "qualification", "x".repeat(201)),
    withField(`10,000-character ${choice}`, choice, "T".repeat(10_000)),

    // Missing fields.
    json("empty object", {}),
    json("only a captcha token", { captchaToken: ctx.token("valid") }),
    ...FIELDS[ctx.form].filter((field) => field !== "message").map(without),

    // Extra fields: provider controls (Formspree reads _replyto, _cc, _next, _subject) and
    // prototype pollution.
    json("provider control fields", {
      ...valid,
      _replyto: "attacker@example.net",
      _cc: "attacker@example.net",
      _next: "https://attacker.example",
      _subject: "Hello",
    }),
    json("bcc field", { ...valid, bcc: "attacker@example.net" }),
    json("__proto__ pollution", validJson.replace(/^{/, `{"__proto__": {"polluted": true}, `)),
    json("constructor pollution", { ...valid, constructor: { prototype: { polluted: true } } }),
    json("300 unknown fields", {
      ...valid,
      ...Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`field${i}`, "x"])),
    }),

    // Wrong types.
    withField("name as a number", "name", 12345),
    withField("name as null", "name", null),
    withField("name as an object", "name", { first: "Ada" }),
    withField("email as an array", "email", ["visitor@example.com"]),
    withField("phone as a number", "phone", 1234567890),
    withField(`${choice} as an object`, choice, { value: "Trademark" }),
    withField(`${text} as an object`, text, { text: "hello" }),
    withField(`${text} as a boolean`, text, true),

    // Control characters.
    withField("NUL in name", "name", "Ada\u0000Lovelace"),
    withField("bell and escape in name", "name", "Ada\u0007\u001b[31m"),
    withField("DEL and C1 control in name", "name", "Ada\u007f\u0085"),
    withField("tab in name", "name", "Ada\tLovelace"),
    withField(`NUL in ${text}`, text, `Hello\u0000world ${ctx.marker}`),
    withField(`escape sequence in ${text}`, text, `\u001b[2J\u001b[H ${ctx.marker}`),
    withField("NUL in phone", "phone", "01234\u000056789"),
    withField(`NUL in ${choice}`, choice, "Trademark\u0000"),

    // Header injection.
    withField("CRLF Bcc in email", "email", "visitor@example.com\r\nBcc: attacker@example.net"),
    withField("LF Cc in email", "email", "visitor@example.com\nCc: attacker@example.net"),
    withField(
      "encoded CRLF in email",
      "email",
      "visitor@example.com%0D%0ABcc:attacker@example.net",
    ),
    withField("two addresses in email", "email", "visitor@example.com, attacker@example.net"),
    withField("display name in email", "email", "Visitor <visitor@example.com>"),
    withField("quoted CRLF local part", "email", '"a\r\nBcc: attacker@example.net"@example.com'),
    withField("NUL in email", "email", "visitor@example.com\u0000attacker@example.net"),
    withField("CRLF Bcc in name", "name", "Ada\r\nBcc: attacker@example.net"),
    withField("LF Subject in name", "name", "Ada\nSubject: urgent"),
    withField(`CRLF Bcc in ${choice}`, choice, "Trademark\r\nBcc: attacker@example.net"),

    // Markup and script payloads.
    withField("script tag in name", "name", "<script>alert(1)</script>"),
    withField("attribute breakout in name", "name", '"><img src=x onerror=alert(1)>'),
    withField("script tag in email", "email", "<script>alert(1)</script>@example.com"),
    withField("markup in phone", "phone", "<b>0123456789</b>"),
    withField(`script tag in ${choice}`, choice, "<script>alert(1)</script>"),
    ...(ctx.form === "careers"
      ? [withField("svg onload in qualification", "qualification", "<svg onload=alert(1)>")]
      : []),

    // Unicode edge cases.
    withField("lone high surrogate in name", "name", "Ada \ud800"),
    withField("lone low surrogate in name", "name", "\udc00Ada"),
    withField("right-to-left override in name", "name", "Ada \u202egnp.exe"),
    withField("bidi isolate in name", "name", "Ada \u2066Lovelace\u2069"),
    withField("zero-width characters only as name", "name", "\u200b\u200c\u200d"),
    withField("combining marks only as name", "name", "\u0301\u0301\u0301"),
    withField("noncharacter in name", "name", "Ada\uffff"),
    withField(`right-to-left override in ${text}`, text, `Invoice \u202eFDP.exe ${ctx.marker}`),
    withField(`lone surrogate in ${text}`, text, `Hello \udfff ${ctx.marker}`),
    withField("right-to-left override in email", "email", "visitor\u202e@example.com"),
    withField("zero-width space in email", "email", "visi\u200btor@example.com"),
    withField("Arabic-Indic digits as phone", "phone", "٠١٢٣٤٥٦٧٨٩"),
    withField("full-width digits as phone", "phone", "０１２３４５６７８９"),
    withField(`Cyrillic look-alike ${choice}`, choice, "Тrademark"),

    // Bogus captcha tokens (captcha is enforced).
    json("no captcha token", { ...valid, captchaToken: undefined }),
    withField("empty captcha token", "captchaToken", ""),
    withField("blank captcha token", "captchaToken", "   "),
    withField("made-up captcha token", "captchaToken", "03AFcWeA-not-a-real-token"),
    withField("5,000-character captcha token", "captchaToken", "t".repeat(5_000)),
    withField("captcha token as a number", "captchaToken", 12345),
    withField("captcha token as an array", "captchaToken", [ctx.token("valid")]),
    withField("captcha token as an object", "captchaToken", { token: ctx.token("valid") }),
    withField("script tag as captcha token", "captchaToken", "<script>alert(1)</script>"),
    withField("low-score captcha token", "captchaToken", ctx.token("lowScore")),
    withField("captcha token for another action", "captchaToken", ctx.token("wrongAction")),
  ];
}

/** Whether anything the provider recorded came from the corpus. */
export function carriesMarker(value: unknown, marker: string): boolean {
  return JSON.stringify(value ?? null).includes(marker);
}
