import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AudiencePageView } from "@/components/content/audience-page";
import { ServicePageView } from "@/components/content/service-page";
import { JsonLd } from "@/components/seo/json-ld";
import { dynamicSlugs, pageBySlug, pathOf } from "@/lib/content/registry";
import { pageMetadata, serviceJsonLd } from "@/lib/server/seo";

export const dynamicParams = false;

export function generateStaticParams() {
  return dynamicSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: PageProps<"/[slug]">): Promise<Metadata> {
  const { slug } = await params;
  const entry = pageBySlug(slug);
  if (!entry) return {};
  return pageMetadata(pathOf(slug));
}

export default async function SlugPage({ params }: PageProps<"/[slug]">) {
  const { slug } = await params;
  const entry = pageBySlug(slug);
  if (!entry) notFound();
  return entry.kind === "service" ? (
    <>
      <ServicePageView page={entry.page} />
      <JsonLd data={serviceJsonLd(entry.page)} />
    </>
  ) : (
    <AudiencePageView page={entry.page} />
  );
}
