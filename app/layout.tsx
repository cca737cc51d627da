import type { Metadata, Viewport } from "next";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { ChatButton } from "@/components/layout/chat-button";
import { IntentPrefetch } from "@/components/layout/intent-prefetch";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { JsonLd } from "@/components/seo/json-ld";
import { site } from "@/content/site";
import { siteJsonLd, siteUrl } from "@/lib/server/seo";
import { fontFaceCss, webFontScript, type FontUrls } from "@/lib/build/web-font";
import "./globals.css";

// Inter for text and Newsreader for headings, cut down to the characters and weights the site
// sets (scripts/subset-font.ts), served from /_next/static/media under names that change with
// their content. Every page declares them from its <head> in the same way (lib/build/web-font.ts),
// prerendered or rendered per request.
const fontUrls: FontUrls = [
  new URL("./fonts/inter-subset.woff2", import.meta.url).href,
  new URL("./fonts/newsreader-subset.woff2", import.meta.url).href,
];

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
};

export const viewport: Viewport = {
  themeColor: "#0b1f3a",
};

export default function RootLayout({ children }: LayoutProps<"/">) {
  return (
    <html lang="en">
      <head>
        <script dangerouslySetInnerHTML={{ __html: webFontScript(fontUrls) }} />
        <noscript>
          <style dangerouslySetInnerHTML={{ __html: fontFaceCss(fontUrls) }} />
        </noscript>
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="text-brand-900 sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
        <ScrollToTop />
        <ChatButton />
        <IntentPrefetch />
        <JsonLd data={siteJsonLd()} />
      </body>
    </html>
  );
}
