import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { ChatButton } from "@/components/layout/chat-button";
import { IntentPrefetch } from "@/components/layout/intent-prefetch";
import { JsonLd } from "@/components/seo/json-ld";
import { site } from "@/content/site";
import { siteJsonLd, siteUrl } from "@/lib/seo";
import "./globals.css";

// Inter, cut down to the characters and weights the site sets (scripts/subset-font.mjs, which
// prints the unicode-range). `optional`: used when it is at hand for the first layout, never
// swapped in later; scripts/optimize-html.mjs decides when a prerendered page preloads it.
const inter = localFont({
  src: "./fonts/inter-subset.woff2",
  variable: "--font-inter",
  weight: "400 800",
  display: "optional",
  preload: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0020-007E, U+00A0, U+00A3, U+00A7, U+00A9, U+00AE, U+00B7, U+00E9, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+20AC, U+20B9, U+2122, U+2192",
    },
  ],
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
    <html lang="en" className={inter.variable}>
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
        <ChatButton />
        <IntentPrefetch />
        <JsonLd data={siteJsonLd()} />
      </body>
    </html>
  );
}
