import { iconSprite } from "@/components/home/icon-sprite";

// Built once at build time: the icons the home page points to (components/home/sprite-icon.tsx).
export const dynamic = "force-static";

export function GET() {
  return new Response(iconSprite(), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8" },
  });
}
