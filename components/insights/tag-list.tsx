import { Link } from "@/components/ui/link";
import { tagOf } from "@/lib/content/insights";

/** An article's tags, each linking to its service page. */
export function TagList({ tags, label = "Topics" }: { tags: readonly string[]; label?: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map(tagOf).map((tag) => (
        <li key={tag.slug}>
          <Link
            href={tag.url}
            className="bg-brand-50 text-brand-800 hover:bg-brand-100 inline-block rounded-full px-3 py-1 text-sm font-medium"
          >
            {tag.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
