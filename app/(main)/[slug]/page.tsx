import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AudiencePageView } from "@/components/content/audience-page";
import { ServicePageView } from "@/components/content/service-page";
import { dynamicSlugs, pageBySlug } from "@/lib/registry";

export const dynamicParams = false;

export function generateStaticParams() {
  return dynamicSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: PageProps<"/[slug]">): Promise<Metadata> {
  const { slug } = await params;
  const entry = pageBySlug(slug);
  if (!entry) return {};
  return { title: entry.page.title, description: entry.page.description };
}

export default async function SlugPage({ params }: PageProps<"/[slug]">) {
  const { slug } = await params;
  const entry = pageBySlug(slug);
  if (!entry) notFound();
  return entry.kind === "service" ? (
    <ServicePageView page={entry.page} />
  ) : (
    <AudiencePageView page={entry.page} />
  );
}
