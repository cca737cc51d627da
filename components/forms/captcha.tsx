"use client";

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import dynamic from "next/dynamic";

let siteKeyRequest: Promise<string | undefined> | undefined;

function fetchSiteKey(): Promise<string | undefined> {
  siteKeyRequest ??= fetch("/api/forms/config")
    .then((response) => (response.ok ? response.json() : {}))
    .then((config: { siteKey?: unknown }) =>
      typeof config.siteKey === "string" ? config.siteKey : undefined,
    )
    .catch(() => undefined);
  return siteKeyRequest;
}

/**
 * The reCAPTCHA site key, asked of the server at run time so the prerendered form pages follow
 * its configuration; undefined while it is on its way and when captcha is off.
 */
export function useSiteKey(): string | undefined {
  const [siteKey, setSiteKey] = useState<string>();
  useEffect(() => {
    let current = true;
    void fetchSiteKey().then((key) => {
      if (current) setSiteKey(key);
    });
    return () => {
      current = false;
    };
  }, []);
  return siteKey;
}

/** Google's token for an action, from react-google-recaptcha-v3's `executeRecaptcha`. */
export type ExecuteRecaptcha = (action: string) => Promise<string>;

const RecaptchaBridge = dynamic(
  () => import("@/components/forms/recaptcha-bridge").then((m) => m.RecaptchaBridge),
  { ssr: false },
);

interface CaptchaState {
  /** Google's reCAPTCHA, once its script is ready. */
  execute?: ExecuteRecaptcha;
  /** Adds Google's script again (the last one never became ready). */
  retry: () => void;
}

const Captcha = createContext<CaptchaState>({ retry: () => {} });

/**
 * reCAPTCHA v3 on the form pages, through react-google-recaptcha-v3's provider, which (with its
 * code) joins the page only once there is a site key: the form passes one when the server has
 * handed it over and the visitor has first touched or focused the form, so opening a page
 * sends Google nothing. Without one, captcha is off and forms send no token. A script that
 * failed to load is added again, under a new id, at the next submit.
 */
export function CaptchaProvider({ siteKey, children }: { siteKey?: string; children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  const [execute, setExecute] = useState<ExecuteRecaptcha>();
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const onExecute = useCallback((next?: ExecuteRecaptcha) => setExecute(() => next), []);
  const state = useMemo(() => ({ execute, retry }), [execute, retry]);
  return (
    <Captcha value={state}>
      {siteKey && <RecaptchaBridge siteKey={siteKey} attempt={attempt} onExecute={onExecute} />}
      {/* The badge would sit under the chat button; Google allows hiding it if the form shows
          the notice below instead. */}
      {siteKey && (
        <style href="recaptcha-badge" precedence="default">
          {".grecaptcha-badge{visibility:hidden}"}
        </style>
      )}
      {children}
    </Captcha>
  );
}

const SCRIPT_WAIT_MS = 3_000;

/**
 * Returns a function that fetches a fresh token for `action` at submit time (tokens live two
 * minutes and verify once): a string, `undefined` when captcha is off, or `null` when no token
 * could be had (script blocked, or not ready within 3 s of the submit, which may also be the
 * visitor's first touch of the form).
 */
export function useCaptchaToken(enabled: boolean, action: string) {
  const { execute, retry } = useContext(Captcha);
  const latest = useRef(execute);
  const waiting = useRef(new Set<() => void>());
  const failed = useRef(false);
  useEffect(() => {
    latest.current = execute;
    if (!execute) return;
    for (const resume of waiting.current) resume();
    waiting.current.clear();
  }, [execute]);
  return async (): Promise<string | null | undefined> => {
    if (!enabled) return undefined;
    if (!latest.current) {
      // The script of the last submit never became ready (blocked, offline): add it again.
      if (failed.current) retry();
      let resume = () => {};
      const ready = new Promise<void>((resolve) => waiting.current.add((resume = resolve)));
      await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, SCRIPT_WAIT_MS))]);
      waiting.current.delete(resume);
    }
    const run = latest.current;
    failed.current = !run;
    if (!run) return null;
    try {
      return (await run(action)) || null;
    } catch {
      return null;
    }
  };
}

/**
 * The wording Google's reCAPTCHA FAQ asks for when the badge is hidden. Since 2 April 2026 Google
 * processes reCAPTCHA data as the site's processor, so its own Privacy Policy and Terms no longer
 * apply to visitors and are not linked.
 */
export function CaptchaNotice() {
  return <p className="text-muted text-xs leading-relaxed">This site is protected by reCAPTCHA.</p>;
}
