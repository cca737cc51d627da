"use client";

import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";

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

/** What Google's reCAPTCHA v3 script defines once it has run. */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

const scripts = new Map<string, Promise<Grecaptcha | undefined>>();

/**
 * Google's reCAPTCHA v3 script for `siteKey`, added to the page once: resolves when it is
 * ready, or with undefined when it could not load (blocked, offline), after which the next
 * call tries again.
 */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha | undefined> {
  let loading = scripts.get(siteKey);
  if (!loading) {
    loading = new Promise((resolve) => {
      const script = document.createElement("script");
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => {
        const grecaptcha = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
        if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
        else resolve(undefined);
      };
      script.onerror = () => {
        script.remove();
        scripts.delete(siteKey);
        resolve(undefined);
      };
      document.body.appendChild(script);
    });
    scripts.set(siteKey, loading);
  }
  return loading;
}

/** The site key reCAPTCHA runs with on this form; undefined until it may load. */
const CaptchaKey = createContext<string | undefined>(undefined);

/**
 * Loads reCAPTCHA v3 only on the form pages, and only once it has a site key: the form passes
 * one when the server has handed it over and the visitor has first touched or focused the form,
 * so opening a page sends Google nothing. Without one, captcha is off and forms send no token.
 */
export function CaptchaProvider({ siteKey, children }: { siteKey?: string; children: ReactNode }) {
  useEffect(() => {
    if (siteKey) void loadRecaptcha(siteKey);
  }, [siteKey]);
  return (
    <CaptchaKey value={siteKey}>
      {/* The badge would sit under the chat button; Google allows hiding it if the form shows
          the notice below instead. */}
      {siteKey && (
        <style href="recaptcha-badge" precedence="default">
          {".grecaptcha-badge{visibility:hidden}"}
        </style>
      )}
      {children}
    </CaptchaKey>
  );
}

const SCRIPT_WAIT_MS = 3_000;

const sleep = (ms: number) => new Promise<undefined>((resolve) => setTimeout(resolve, ms));

/**
 * Returns a function that fetches a fresh token for `action` at submit time (tokens live two
 * minutes and verify once): a string, `undefined` when captcha is off, or `null` when no token
 * could be had (script blocked or not loaded in time).
 */
export function useCaptchaToken(enabled: boolean, action: string) {
  const siteKey = useContext(CaptchaKey);
  // The key reaches the provider on the visitor's first touch of the form, which may be the
  // submit button itself: give it, and then the script, a moment to arrive before giving up.
  const latest = useRef(siteKey);
  useEffect(() => {
    latest.current = siteKey;
  }, [siteKey]);
  return async (): Promise<string | null | undefined> => {
    if (!enabled) return undefined;
    const deadline = Date.now() + SCRIPT_WAIT_MS;
    while (!latest.current && Date.now() < deadline) await sleep(100);
    const key = latest.current;
    if (!key) return null;
    const grecaptcha = await Promise.race([loadRecaptcha(key), sleep(deadline - Date.now())]);
    if (!grecaptcha) return null;
    try {
      const token = await grecaptcha.execute(key, { action });
      return token || null;
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
