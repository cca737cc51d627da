import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { exposureWarning, listenHost } from "@/lib/server/exposure";
import { FORM_PAGES, POST_ROUTES } from "@/lib/server/security/page-posts";

const conf = readFileSync("deploy/nginx.conf", "utf8");

/** The paths one `map $request_uri $meridian_allow` line matches, from its alternation. */
function allowLine(methods: string): string[] {
  const line = conf
    .split("\n")
    .find((text) => text.trim().startsWith('"~^/') && text.includes(`"${methods}"`));
  const match = line && /"~\^\/(?:([a-z]+)\/)?\(([^)]+)\)/.exec(line);
  if (!match) return [];
  const prefix = match[1] ? `/${match[1]}/` : "/";
  return match[2]!.split("|").map((name) => prefix + name);
}

describe("deploy/nginx.conf agrees with the app", () => {
  it("names the same pages with a form as the app, for a 405's Allow line", () => {
    expect(allowLine("GET, HEAD, POST").sort()).toEqual([...FORM_PAGES].sort());
  });

  it("names the same form routes as the app", () => {
    expect(allowLine("POST, OPTIONS").sort()).toEqual([...POST_ROUTES].sort());
  });

  it("limits posts at the site's default rate", () => {
    expect(conf).toMatch(
      /limit_req_zone \$meridian_post_client zone=meridian_posts:\S+ rate=5r\/m;/,
    );
  });
});

describe("the start-up warning about how next start is exposed", () => {
  const argv = (...args: string[]) => ["node", "next", "start", ...args];

  it("reads the host next start listens on", () => {
    expect(listenHost(argv("-H", "127.0.0.1", "-p", "3000"))).toBe("127.0.0.1");
    expect(listenHost(argv("--hostname", "::1"))).toBe("::1");
    expect(listenHost(argv("--hostname=10.0.0.4"))).toBe("10.0.0.4");
    expect(listenHost(argv("-p", "3000"))).toBeNull();
  });

  it("warns when it listens on every interface with no proxy named", () => {
    for (const args of [[], ["-H", "0.0.0.0"], ["--hostname", "::"]])
      expect(exposureWarning(argv(...args), []), args.join(" ")).toMatch(
        /listens on every interface with no proxy named[\s\S]*deploy\/nginx\.conf/,
      );
  });

  it("warns that clients can go around a named proxy when it listens on every interface", () => {
    expect(exposureWarning(argv(), ["127.0.0.1"])).toMatch(/around the proxy at 127\.0\.0\.1/);
  });

  it("says nothing when it listens on one address, behind the proxy", () => {
    expect(exposureWarning(argv("-H", "127.0.0.1"), ["127.0.0.1"])).toBeNull();
    expect(exposureWarning(argv("-H", "127.0.0.1"), [])).toBeNull();
  });
});
