import type { Metadata } from "next";
import { companyPages } from "@/content/company/pages";
import { pageMetadata } from "@/lib/seo";

type CompanyPath = (typeof companyPages)[number]["path"];

/** Title, description, canonical URL and social cards of a company page, from its registry entry. */
export function companyMeta(path: CompanyPath): Metadata {
  return pageMetadata(path);
}

/** The visible title of a company page: the same words as its metadata title. */
export function companyTitle(path: CompanyPath): string {
  return companyPages.find((p) => p.path === path)?.title ?? "";
}
