import type { Illustration as IllustrationData } from "@/content/types";
import { Scene } from "./scenes";

/**
 * The site's own imagery: the scene the content names (a deliverable or the offices), drawn
 * inline and sized by its container. Decorative when `alt` is empty.
 */
export function Illustration({
  image,
  className,
}: {
  image: IllustrationData;
  className?: string;
}) {
  return <Scene scene={image.scene} figure={image.figure} alt={image.alt} className={className} />;
}
