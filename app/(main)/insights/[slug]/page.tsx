import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InsightArticle } from "@/components/insights/insight-article";
import { JsonLd } from "@/components/seo/json-ld";
import { insightBySlug, insights } from "@/lib/content/registry";
import { articleJsonLd, insightMetadata } from "@/lib/server/seo";

export const dynamicParams = false;

export function generateStaticParams() {
  return insights.map((insight) => ({ slug: insight.slug }));
}

export async function generateMetadata({
  params,
}: PageProps<"/insights/[slug]">): Promise<Metadata> {
  const insight = insightBySlug((await params).slug);
  return insight ? insightMetadata(insight) : {};
}

export default async function InsightPage({ params }: PageProps<"/insights/[slug]">) {
  const insight = insightBySlug((await params).slug);
  if (!insight) notFound();
  return (
    <>
      <InsightArticle insight={insight} />
      <JsonLd data={articleJsonLd(insight)} />
    </>
  );
}
