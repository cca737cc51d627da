import type { Metadata, Viewport } from "next";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { ChatButton } from "@/components/layout/chat-button";
import { IntentPrefetch } from "@/components/layout/intent-prefetch";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { JsonLd } from "@/components/seo/json-ld";
import { site } from "@/content/site";
import { siteJsonLd, siteUrl } from "@/lib/seo";
import localFont from "next/font/local";
import "./globals.css";

// Inter for text and Newsreader for headings, cut down to the characters and weights the site
// sets (scripts/subset-font.ts), through next/font: preloaded, `optional` (never swapped in
// under a reader), with fallback faces sized to their metrics. The site's own head script that
// chose when to preload Inter did no better in the bench (bench/changes.json), so Next's feature
// does the job. Newsreader's fallback is the site's own (app/globals.css): Times New Roman's
// bold, sized by shaping the site's headings in both faces.
const inter = localFont({
  src: "./fonts/inter-subset.woff2",
  weight: "400 700",
  display: "optional",
  adjustFontFallback: "Arial",
  variable: "--font-inter",
});
const newsreader = localFont({
  src: "./fonts/newsreader-subset.woff2",
  weight: "600",
  display: "optional",
  adjustFontFallback: false,
  variable: "--font-newsreader",
});

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
    <html lang="en" className={`${inter.variable} ${newsreader.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="text-brand-900 sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
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
