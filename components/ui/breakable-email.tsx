import { Fragment } from "react";

/**
 * An address that may wrap after its @ and its dots, never inside a name: with text at 200% on
 * a phone an address is wider than its column. One element, so a flex row around it (an icon
 * and the address) keeps it as one item that wraps.
 */
export function BreakableEmail({ email }: { email: string }) {
  return (
    <span className="min-w-0">
      {email.split(/(?<=[@.])/).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
