import type { ReactNode } from "react";

/*
 * The pieces every scene is built from, so the drawings share one line weight and palette and
 * the HTML carries each shape's markup once per use, not its path data written out again.
 * Colours come from the theme through currentColor: the scene's root is navy (brand-900),
 * `gold` and `blue` groups switch it to the accent gold and the brand blue.
 */

export const gold = "text-accent-500";
export const blue = "text-brand-500";

/** A sheet of paper with a soft offset shadow. */
export function Paper({
  x,
  y,
  w,
  h,
  rotate,
  children,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  rotate?: number;
  children?: ReactNode;
}) {
  return (
    <g transform={rotate ? `rotate(${rotate} ${x + w / 2} ${y + h / 2})` : undefined}>
      <rect
        x={x + 6}
        y={y + 8}
        width={w}
        height={h}
        rx="4"
        fill="currentColor"
        stroke="none"
        opacity=".08"
      />
      <rect x={x} y={y} width={w} height={h} rx="4" fill="#fff" />
      {children}
    </g>
  );
}

/** Lines of text, drawn as strokes: `widths` are each line's length, `gap` the leading. */
export function Lines({
  x,
  y,
  widths,
  gap = 10,
}: {
  x: number;
  y: number;
  widths: number[];
  gap?: number;
}) {
  const d = widths.map((w, i) => `M${x} ${y + i * gap}h${w}`).join("");
  return <path d={d} strokeWidth="3" opacity=".22" />;
}

/** A small label in the drawing's own lettering. */
export function Label({
  x,
  y,
  children,
  size = 11,
  anchor,
  weight,
}: {
  x: number;
  y: number;
  children: ReactNode;
  size?: number;
  anchor?: "middle" | "end";
  weight?: number;
}) {
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      textAnchor={anchor}
      fontWeight={weight}
      fill="currentColor"
      stroke="none"
    >
      {children}
    </text>
  );
}

/** A tick in a circle. */
export function Check({ x, y, r = 9 }: { x: number; y: number; r?: number }) {
  return (
    <g className={gold}>
      <circle cx={x} cy={y} r={r} fill="currentColor" stroke="none" />
      <path d={`M${x - r / 2} ${y}l${r / 3} ${r / 3} ${r * 0.6}-${r * 0.7}`} stroke="#fff" />
    </g>
  );
}

/** A clock face showing ten to two. */
export function Clock({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <g>
      <circle cx={x + 4} cy={y + 5} r={r} fill="currentColor" stroke="none" opacity=".08" />
      <circle cx={x} cy={y} r={r} fill="#fff" />
      <path
        d={`M${x} ${y}l${-r * 0.45} ${-r * 0.25}M${x} ${y}l${r * 0.3} ${-r * 0.5}`}
        strokeWidth="2.5"
      />
      <circle cx={x} cy={y} r="2.5" className={gold} fill="currentColor" stroke="none" />
    </g>
  );
}
