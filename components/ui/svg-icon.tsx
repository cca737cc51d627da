/**
 * An icon drawn from its `shapes` (a module of components/ui/icons/) in Lucide's frame: 24 by
 * 24, a 2 px round stroke in the text colour (`svg.icon` in app/globals.css). Decorative
 * (aria-hidden) unless given a label; `className` sizes and colours it. A component imports the
 * shapes it draws; the icons content names come through `Icon` (components/ui/icon.tsx).
 */
export function SvgIcon({
  shapes,
  className,
  label,
}: {
  shapes: string;
  className?: string;
  label?: string;
}) {
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      className={className ? `icon ${className}` : "icon"}
      {...a11y}
      dangerouslySetInnerHTML={{ __html: shapes }}
    />
  );
}
