import type { IconId } from "@/components/ui/icons";
import type { SceneName } from "@/content/types";
import { cn } from "@/lib/ui/cn";
import {
  ClaimChart,
  Contract,
  DocketCalendar,
  DrawingSheet,
  Process,
  SearchReport,
  SequenceListing,
  TrademarkRegister,
} from "./documents";
import {
  AircraftPlan,
  CircuitAntenna,
  GearTrain,
  MoleculeFlask,
  MonitorStent,
  SoftwareFlow,
} from "./domains";
import { Landmark, Offices, type OfficeId } from "./offices";

const SCENES: Record<SceneName, (props: { figure?: IconId }) => React.ReactNode> = {
  "drawing-sheet": DrawingSheet,
  "search-report": SearchReport,
  "trademark-register": TrademarkRegister,
  "sequence-listing": SequenceListing,
  "claim-chart": ClaimChart,
  "docket-calendar": DocketCalendar,
  contract: Contract,
  offices: Offices,
  process: Process,
  "aircraft-plan": AircraftPlan,
  "software-flow": SoftwareFlow,
  "molecule-flask": MoleculeFlask,
  "gear-train": GearTrain,
  "circuit-antenna": CircuitAntenna,
  "monitor-stent": MonitorStent,
};

/**
 * The frame every drawing shares: a 400 by 300 view, scaled to fit its box (whose size the
 * caller fixes, so nothing moves when it paints), a pale brand ground and a soft disc behind
 * the subject, navy lines of one weight. The wrapper names the image or hides it.
 */
function Frame({
  className,
  alt,
  children,
  scene,
}: {
  className?: string;
  alt: string;
  children: React.ReactNode;
  scene: string;
}) {
  return (
    <div
      className={cn(
        "rounded-card bg-brand-50 border-line aspect-[4/3] overflow-hidden border",
        className,
      )}
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-scene={scene}
    >
      <svg
        viewBox="0 0 400 300"
        className="text-brand-900 block h-full w-full"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <circle
          cx="200"
          cy="150"
          r="128"
          className="text-brand-100"
          fill="currentColor"
          stroke="none"
        />
        {children}
      </svg>
    </div>
  );
}

/** A scene by name (see `SceneName`), named by `alt` or hidden from assistive technology. */
export function Scene({
  scene,
  figure,
  alt,
  className,
}: {
  scene: SceneName;
  figure?: IconId;
  alt: string;
  className?: string;
}) {
  const Drawing = SCENES[scene];
  return (
    <Frame className={className} alt={alt} scene={scene}>
      <Drawing figure={figure} />
    </Frame>
  );
}

/** One office's city, hidden from assistive technology: the office's name is beside it. */
export function OfficeScene({ office, className }: { office: OfficeId; className?: string }) {
  return (
    <Frame className={className} alt="" scene={`office-${office}`}>
      <Landmark office={office} x={80} y={24} scale={1.5} />
    </Frame>
  );
}
