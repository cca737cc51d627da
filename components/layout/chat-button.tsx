import messageCircleIcon from "@/components/ui/icons/message-circle";
import { SvgIcon } from "@/components/ui/svg-icon";
import { site } from "@/content/site";

/**
 * The round chat link at the bottom right. It must never sit over content or a control, so it
 * floats (fixed) only on screens of 1440 px and more, in the margin beside the 80rem content
 * column; its size and offsets are in pixels so that larger text does not push it over that
 * column. On narrower screens there is no such margin: it sits at the bottom right of the page,
 * in a row of its own after the footer. Either way it sits in a landmark of its own (an aside
 * named for it), so a screen reader's landmark list reaches it and nothing is left outside
 * one. The aside is a zero-height row where the link floats, rather than `display: contents`,
 * which can drop an element's role. Floating, it passes over light and navy sections alike, so
 * its focus ring is two-tone: a white band at its edge inside a navy outline.
 */
export function ChatButton() {
  return (
    <aside
      aria-label="Chat"
      className="bg-brand-950 flex justify-end px-4 pb-4 min-[1440px]:h-0 min-[1440px]:p-0 sm:px-6 lg:px-8"
    >
      <a
        href={site.chat.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={site.chat.label}
        title={site.chat.label}
        className="shadow-brand-950/30 focus-visible:outline-brand-950 bg-accent-500 text-brand-950 z-40 flex size-12 items-center justify-center rounded-full shadow-lg transition-transform hover:scale-105 focus-visible:ring-2 focus-visible:ring-white min-[1440px]:fixed min-[1440px]:right-[10px] min-[1440px]:bottom-[10px] min-[1440px]:size-[52px]"
      >
        <SvgIcon shapes={messageCircleIcon} className="size-6 min-[1440px]:size-[26px]" />
      </a>
    </aside>
  );
}
