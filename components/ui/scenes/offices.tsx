import { blue, gold } from "./parts";

/*
 * The three offices' cities, each a line drawing on a 160 by 160 tile standing on a ground line
 * at y 150: drawn by us from the cities' well-known looks, not traced from any photograph.
 */

/** Dehradun: a clock tower before the foothills. */
function Dehradun() {
  return (
    <>
      <path d="M0 150c18-34 34-48 52-44s26-28 46-30 40 34 62 74" className={blue} opacity=".6" />
      <rect x={58} y={112} width="44" height="38" fill="#fff" />
      <rect x={64} y={58} width="32" height="54" fill="#fff" />
      <rect x={60} y={48} width="40" height="10" fill="#fff" />
      <path d="M66 48q14-28 28 0M80 20v-6" />
      <circle cx={80} cy={78} r="10" />
      <path d="M80 78v-6M80 78h5" />
      <path d="M74 150v-14a6 6 0 0 1 12 0v14M70 96v8M90 96v8" />
      <circle cx={80} cy={34} r="3" className={gold} fill="currentColor" />
    </>
  );
}

/** Fullerton: a mission-style railway depot under palms. */
function Fullerton() {
  const palm = (x: number, h: number) =>
    `M${x} 150q-4-${h / 2} 4-${h}m0 0q-18-6-28 8m28-8q-16-16-32-10m32 10q14-16 30-8m-30 8q18 2 24 18m-24-18q2-14 8-22`;
  return (
    <>
      <path d={palm(130, 100) + palm(16, 74)} />
      <rect x={22} y={110} width="110" height="40" fill="#fff" />
      <path d="M58 110v-12q0-10 10-12 9-10 18 0 10 2 10 12v12z" fill="#fff" />
      <path d="M18 110h118" strokeWidth="4" className={gold} />
      <path d="M32 150v-16a6 6 0 0 1 12 0v16M52 150v-16a6 6 0 0 1 12 0v16M90 150v-16a6 6 0 0 1 12 0v16M110 150v-16a6 6 0 0 1 12 0v16M77 98h0" />
      <circle cx={77} cy={98} r="4" className={blue} />
    </>
  );
}

/** Falls Church: a colonial brick church among trees. */
function FallsChurch() {
  return (
    <>
      <path d="M146 150v-20M14 150v-16" />
      <circle cx={146} cy={116} r="16" fill="#fff" className={blue} />
      <circle cx={14} cy={122} r="12" fill="#fff" className={blue} />
      <rect x={34} y={92} width="92" height="58" fill="#fff" />
      <path d="M28 94l52-38 52 38z" fill="#fff" />
      <path d="M48 140v-22a6 6 0 0 1 12 0v22M100 140v-22a6 6 0 0 1 12 0v22M74 150v-26a6 6 0 0 1 12 0v26" />
      <circle cx={80} cy={78} r="6" className={gold} fill="currentColor" />
    </>
  );
}

export const LANDMARKS = {
  india: Dehradun,
  california: Fullerton,
  virginia: FallsChurch,
} as const;

export type OfficeId = keyof typeof LANDMARKS;

/** One office's city, standing on its ground line, drawn at `scale` with the common weight. */
export function Landmark({
  office,
  x,
  y,
  scale,
}: {
  office: OfficeId;
  x: number;
  y: number;
  scale: number;
}) {
  const Drawing = LANDMARKS[office];
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} strokeWidth={2 / scale}>
      <Drawing />
      <path d="M-6 150h172" opacity=".35" />
    </g>
  );
}

/** All three offices on one horizon, joined by a route. */
export function Offices() {
  return (
    <>
      <path d="M70 96Q200 -8 330 96" strokeDasharray="2 8" strokeWidth="3" className={gold} />
      <Landmark office="india" x={6} y={96} scale={0.8} />
      <Landmark office="california" x={136} y={96} scale={0.8} />
      <Landmark office="virginia" x={266} y={96} scale={0.8} />
    </>
  );
}
