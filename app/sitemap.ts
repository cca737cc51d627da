import type { MetadataRoute } from "next";
import { allEntries } from "@/lib/content/registry";
import { absoluteUrl } from "@/lib/server/seo";

/** Every registered route once, from the registry. */
export default function sitemap(): MetadataRoute.Sitemap {
  return allEntries().map((entry) => ({
    url: absoluteUrl(entry.path),
    changeFrequency: "monthly",
    priority: entry.path === "/" ? 1 : entry.kind === "company" ? 0.6 : 0.8,
  }));
}
