import "server-only";
import { ICON_SHAPES, type IconId } from "@/components/ui/icons";
import { SvgIcon } from "@/components/ui/svg-icon";

/**
 * An icon by name, for server components (every icon's shapes are imported here, so a client
 * component draws `SvgIcon` with the one module it needs); decorative unless given a label.
 */
export function Icon({
  name,
  className,
  label,
}: {
  name: IconId;
  className?: string;
  label?: string;
}) {
  return <SvgIcon shapes={ICON_SHAPES[name]} className={className} label={label} />;
}
