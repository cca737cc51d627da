import circleAlertIcon from "@/components/ui/icons/circle-alert";
import moveHorizontalIcon from "@/components/ui/icons/move-horizontal";
import { SvgIcon } from "@/components/ui/svg-icon";
import type { Block } from "@/content/types";
import { clsx } from "clsx";
import { InlineText } from "./inline-text";

/** A table's first column: it stays put, over the others, with a rule at its edge. */
const stickyColumn = "sticky left-0 z-[1] shadow-[inset_-1px_0_0_var(--color-line)]";

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "heading":
      return <h2 className="text-brand-900 text-heading mt-10 first:mt-0">{block.text}</h2>;
    case "subheading":
      return <h3 className="text-brand-800 text-card mt-6">{block.text}</h3>;
    case "paragraph":
      return (
        <p className="text-muted mt-4 leading-relaxed">
          <InlineText text={block.text} />
        </p>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List
          className={`text-muted marker:text-brand-500 mt-4 space-y-2 pl-6 leading-relaxed ${block.ordered ? "list-decimal" : "list-disc"}`}
        >
          {block.items.map((item, i) => (
            <li key={i}>
              <InlineText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case "definitions": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className="mt-6 grid gap-x-10 gap-y-8 sm:grid-cols-2">
          {block.items.map((item, i) => (
            <li key={i} className="border-line border-t pt-4">
              <h3 className="text-brand-900 text-card flex gap-2">
                {block.ordered && (
                  <span className="text-brand-600 shrink-0 tabular-nums" aria-hidden="true">
                    {`${i + 1}.`}
                  </span>
                )}
                {item.title}
              </h3>
              <p className="text-muted mt-2 text-sm leading-relaxed">
                <InlineText text={item.text} />
              </p>
            </li>
          ))}
        </List>
      );
    }
    case "table": {
      // Wider than its column on narrow screens: it scrolls inside its frame, and says so only
      // then. The row labels stay in view while the other columns scroll under them.
      return (
        <div className="@container mt-6">
          <p className="text-muted mb-2 hidden items-center gap-2 text-sm @max-[36.125rem]:flex">
            <SvgIcon shapes={moveHorizontalIcon} className="text-brand-600 size-4 shrink-0" />
            Scroll the table sideways to see every column.
          </p>
          <div
            className="rounded-card border-line overflow-x-auto border"
            tabIndex={0}
            role="region"
            aria-label={block.caption}
          >
            <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
              <caption className="border-line bg-brand-50 text-brand-900 border-b px-4 py-3 text-left font-semibold">
                {block.caption}
              </caption>
              <thead className="bg-brand-800 text-white">
                <tr>
                  {block.head.map((cell, i) => (
                    <th
                      key={cell}
                      scope="col"
                      className={clsx(
                        "px-4 py-3 font-semibold",
                        i === 0 && [stickyColumn, "bg-brand-800"],
                      )}
                    >
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map(([rowHead = "", ...cells], i) => (
                  <tr key={i} className="border-line even:bg-brand-50 group/row border-t align-top">
                    <th
                      scope="row"
                      className={clsx(
                        "text-brand-900 group-even/row:bg-brand-50 bg-white px-4 py-3 font-semibold",
                        stickyColumn,
                      )}
                    >
                      <InlineText text={rowHead} />
                    </th>
                    {cells.map((cell, j) => (
                      <td key={j} className="text-muted px-4 py-3">
                        <InlineText text={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      );
    }
    case "callout":
      return (
        <aside className="rounded-card border-accent-500 bg-accent-100/60 mt-6 flex gap-3 border-l-4 p-5">
          <SvgIcon shapes={circleAlertIcon} className="text-brand-700 mt-0.5 size-5 shrink-0" />
          <div>
            {block.title && <p className="text-brand-900 font-semibold">{block.title}</p>}
            <p className="text-ink leading-relaxed">
              <InlineText text={block.text} />
            </p>
          </div>
        </aside>
      );
  }
}

/** The one renderer for every page body made of content blocks. */
export function BlockRenderer({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </>
  );
}
