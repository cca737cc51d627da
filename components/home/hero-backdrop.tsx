/**
 * The hero's still background: a brand gradient and a fixed constellation of linked dots.
 * It is all that shows under reduced motion, and it sits beneath the particle canvas otherwise.
 */
const DOTS: [number, number, number][] = [
  [60, 90, 3],
  [190, 40, 2],
  [310, 140, 4],
  [150, 230, 2.5],
  [420, 60, 2],
  [520, 190, 3],
  [640, 80, 2],
  [760, 220, 3.5],
  [880, 110, 2],
  [990, 260, 3],
  [1110, 70, 2.5],
  [1230, 180, 3],
  [1340, 90, 2],
  [90, 380, 2],
  [260, 430, 3],
  [470, 360, 2],
  [610, 470, 2.5],
  [820, 400, 2],
  [1010, 480, 3],
  [1180, 390, 2],
  [1370, 460, 3],
];
const LINKS: [number, number][] = [
  [0, 1],
  [1, 2],
  [0, 3],
  [2, 3],
  [2, 4],
  [4, 5],
  [5, 6],
  [6, 7],
  [7, 8],
  [8, 9],
  [9, 10],
  [10, 11],
  [11, 12],
  [3, 13],
  [13, 14],
  [14, 15],
  [15, 16],
  [16, 17],
  [7, 17],
  [17, 18],
  [18, 19],
  [19, 20],
  [11, 19],
  [5, 15],
];

export function HeroBackdrop() {
  return (
    <div
      aria-hidden="true"
      className="from-brand-950 via-brand-900 to-brand-700 absolute inset-0 -z-10 bg-gradient-to-br"
    >
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(37_99_196/0.45),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgb(7_20_40/0.4),transparent_60%)]" />
      <svg
        className="absolute inset-0 size-full opacity-40"
        viewBox="0 0 1440 540"
        preserveAspectRatio="xMidYMid slice"
      >
        <g stroke="white" strokeOpacity="0.35" strokeWidth="1">
          {LINKS.map(([a, b]) => {
            const [x1, y1] = DOTS[a] ?? [0, 0];
            const [x2, y2] = DOTS[b] ?? [0, 0];
            return <line key={`${a}-${b}`} x1={x1} y1={y1} x2={x2} y2={y2} />;
          })}
        </g>
        <g fill="white" fillOpacity="0.6">
          {DOTS.map(([cx, cy, r]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
          ))}
        </g>
      </svg>
    </div>
  );
}
