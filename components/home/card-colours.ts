import type { CardColour } from "@/content/types";

/**
 * Each named card colour as a thin top rule and an icon colour. The core values' six are the
 * spec's colours (green, blue, red, purple, brown, violet) as one tonal family: muted, of about
 * the same depth, so none shouts over the others or over the navy; each keeps 4.5:1 on white.
 * Teal and amber are the popular services' own.
 */
export const cardColours: Record<CardColour, { border: string; text: string }> = {
  green: { border: "border-t-[#3f6e5a]", text: "text-[#3f6e5a]" },
  blue: { border: "border-t-[#3d5f8c]", text: "text-[#3d5f8c]" },
  red: { border: "border-t-[#8c4a48]", text: "text-[#8c4a48]" },
  purple: { border: "border-t-[#76507a]", text: "text-[#76507a]" },
  brown: { border: "border-t-[#7c6147]", text: "text-[#7c6147]" },
  violet: { border: "border-t-[#5c5890]", text: "text-[#5c5890]" },
  teal: { border: "border-t-teal-600", text: "text-teal-700" },
  amber: { border: "border-t-amber-600", text: "text-amber-800" },
};
