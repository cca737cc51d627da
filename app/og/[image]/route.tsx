import { ImageResponse } from "next/og";
import { OgCard } from "@/components/seo/og-card";
import { allEntries } from "@/lib/content/registry";
import { OG_IMAGE_SIZE, ogImageName } from "@/lib/server/seo";

// One social image per registered page, drawn at build time with next/og's bundled font.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return allEntries().map((entry) => ({ image: ogImageName(entry.path) }));
}

export async function GET(_request: Request, { params }: RouteContext<"/og/[image]">) {
  const { image } = await params;
  const entry = allEntries().find((e) => ogImageName(e.path) === image);
  if (!entry) return new Response("Not found", { status: 404 });
  return new ImageResponse(<OgCard entry={entry} />, OG_IMAGE_SIZE);
}
