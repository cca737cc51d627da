import type { CardColour } from "@/content/types";

/**
 * Solid fills (white icons on them keep 4.5:1 and more) and accent borders for each named card
 * colour. The core values' six are the spec's colours in deeper, quieter shades (forest, slate
 * blue, oxblood, plum, umber, indigo violet) that sit beside the navy and gold rather than
 * against them; teal and amber are the popular services' own.
 */
export const cardColours: Record<CardColour, { solid: string; border: string; text: string }> = {
  green: { solid: "bg-[#1f6b4a]", border: "border-t-[#1f6b4a]", text: "text-[#1a5c3f]" },
  blue: { solid: "bg-[#1f4f8f]", border: "border-t-[#1f4f8f]", text: "text-[#1c467f]" },
  red: { solid: "bg-[#9b2c2c]", border: "border-t-[#9b2c2c]", text: "text-[#8a2727]" },
  purple: { solid: "bg-[#74306f]", border: "border-t-[#74306f]", text: "text-[#672a62]" },
  brown: { solid: "bg-[#7d5430]", border: "border-t-[#7d5430]", text: "text-[#6e4a2a]" },
  violet: { solid: "bg-[#5a418f]", border: "border-t-[#5a418f]", text: "text-[#4f3980]" },
  teal: { solid: "bg-teal-600", border: "border-t-teal-600", text: "text-teal-700" },
  amber: { solid: "bg-amber-600", border: "border-t-amber-600", text: "text-amber-800" },
};
