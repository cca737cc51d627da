import type { Metadata } from "next";
import { companyPages } from "@/content/company/pages";

type CompanyPath = (typeof companyPages)[number]["path"];

/** Title and description of a company page, read from the registry entry of its path. */
export function companyMeta(path: CompanyPath): Metadata {
  const entry = companyPages.find((p) => p.path === path);
  return { title: entry?.title, description: entry?.description };
}

/** The visible title of a company page: the same words as its metadata title. */
export function companyTitle(path: CompanyPath): string {
  return companyPages.find((p) => p.path === path)?.title ?? "";
}
