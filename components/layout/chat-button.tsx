import messageCircleIcon from "@/components/ui/icons/message-circle";
import { SvgIcon } from "@/components/ui/svg-icon";
import { site } from "@/content/site";

/**
 * The round chat link at the bottom right. It must never sit over content or a control, so it
 * floats (fixed) only on screens of 1440 px and more, in the margin beside the 80rem content
 * column; its size and offsets are in pixels so that larger text does not push it over that
 * column. On narrower screens there is no such margin: it sits at the bottom right of the page,
 * in a row of its own after the footer.
 */
export function ChatButton() {
  return (
    <div className="bg-brand-950 flex justify-end px-4 pb-4 min-[1440px]:contents sm:px-6 lg:px-8">
      <a
        href={site.chat.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={site.chat.label}
        title={site.chat.label}
        className="shadow-brand-950/30 z-40 flex size-12 items-center justify-center rounded-full bg-[#1c7c3c] text-white shadow-lg transition-transform hover:scale-105 min-[1440px]:fixed min-[1440px]:right-[10px] min-[1440px]:bottom-[10px] min-[1440px]:size-[52px]"
      >
        <SvgIcon shapes={messageCircleIcon} className="size-6 min-[1440px]:size-[26px]" />
      </a>
    </div>
  );
}
