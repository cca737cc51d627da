import { MessageCircle } from "lucide-react";
import { site } from "@/content/site";

export function ChatButton() {
  return (
    <a
      href={site.chat.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={site.chat.label}
      title={site.chat.label}
      className="shadow-brand-950/30 fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-[#1c7c3c] text-white shadow-lg transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
    >
      <MessageCircle className="size-7" aria-hidden="true" />
    </a>
  );
}
