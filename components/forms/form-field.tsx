import type { ComponentProps, ReactNode } from "react";
import { clsx } from "clsx";

/** Ids that tie a control to its label and its error message. */
export function fieldIds(formId: string, name: string) {
  const id = `${formId}-${name}`;
  return { id, errorId: `${id}-error` };
}

// No two classes here set the same property: client code joins classes with clsx, which,
// unlike cn, does not drop the earlier of two conflicting utilities. Every focused field, valid
// or invalid, mouse or keyboard, gets a 2 px ring 2 px outside its border (WCAG 2.4.7, 2.4.11):
// brand-600 on the white or pale card around it contrasts well over 3:1.
const controlClass =
  "block w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-base text-ink shadow-xs transition-colors placeholder:text-muted/70 hover:border-brand-500/60 focus:border-brand-600 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600 aria-invalid:border-red-700 aria-invalid:bg-red-50/40";

/**
 * Two fields a row from sm up, each a subgrid of four rows (FieldShell), so that side by side their
 * boxes stay level whichever has a hint or a message. The space between rows is the fields' own
 * (a subgrid shares its parent's row gap), less the last row's, which the form's gap gives.
 */
const PAIRS_GRID = "grid grid-cols-1 gap-5 sm:grid-cols-2 sm:gap-y-0 sm:-mb-5";
export const FIELD_PAIRS = `${PAIRS_GRID} sm:*:pb-5`;

/**
 * FIELD_PAIRS for fields each inside a wrapper of `display: contents` (the quote brief's
 * questions for one kind of matter): the space between rows goes to the fields, since a box
 * drawn as its contents has no padding.
 */
export const WRAPPED_FIELD_PAIRS = `${PAIRS_GRID} sm:[&>*>*]:pb-5`;

function FieldShell({
  id,
  errorId,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  errorId: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  // From sm up the field is a subgrid of four rows (label, hint, control, message) where its
  // parent is a grid (FIELD_PAIRS). Elsewhere the same rows stack, empty ones taking no room.
  return (
    <div className="flex flex-col sm:row-span-4 sm:grid sm:grid-rows-subgrid sm:gap-y-0">
      <label htmlFor={id} className="text-ink mb-1.5 text-sm font-semibold sm:row-start-1">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className="text-muted font-normal"> (optional)</span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-muted mb-1.5 text-sm leading-relaxed sm:row-start-2">
          {hint}
        </p>
      )}
      {/* min-w-0: a select's longest choice must not widen the field past the screen. */}
      <div className="min-w-0 sm:row-start-3">{children}</div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 sm:row-start-4">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = {
  formId: string;
  name: string;
  label: string;
  error?: string;
  required?: boolean;
  /** A line between the label and the control that the control is described by. */
  hint?: ReactNode;
};

/** A labelled control: the shell around it, and the name and ARIA wiring it is rendered with. */
function Field({
  formId,
  name,
  label,
  error,
  required,
  hint,
  children,
}: Common & { children: (control: ControlProps) => ReactNode }) {
  const { id, errorId } = fieldIds(formId, name);
  const describedBy = [hint ? `${id}-hint` : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <FieldShell
      id={id}
      errorId={errorId}
      label={label}
      required={required}
      error={error}
      hint={hint}
    >
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
        "aria-required": required ? true : undefined,
      })}
    </FieldShell>
  );
}

type ControlProps = {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-required"?: true;
};

/** A field's own props apart from those of its control. */
function splitField<P extends Common>({ formId, name, label, error, required, hint, ...rest }: P) {
  return [{ formId, name, label, error, required, hint }, rest] as const;
}

export function TextField({
  className,
  ...props
}: Common & Omit<ComponentProps<"input">, "id" | "name">) {
  const [field, input] = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <input {...input} {...control} className={clsx(controlClass, "min-h-11", className)} />
      )}
    </Field>
  );
}

export function TextAreaField({
  className,
  ...props
}: Common & Omit<ComponentProps<"textarea">, "id" | "name">) {
  const [field, textarea] = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <textarea
          rows={5}
          {...textarea}
          {...control}
          className={clsx(controlClass, "min-h-32 resize-y", className)}
        />
      )}
    </Field>
  );
}

export function SelectField({
  placeholder,
  options,
  optionLabels,
  className,
  ...props
}: Common & {
  placeholder: string;
  options: readonly string[];
  /** What each option shows, where it differs from the value it posts. */
  optionLabels?: Readonly<Record<string, string>>;
} & Omit<ComponentProps<"select">, "id" | "name" | "children">) {
  const [field, select] = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <select
          {...select}
          {...control}
          className={clsx(controlClass, "min-h-11 appearance-auto text-ellipsis", className)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabels?.[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A box that is off until the visitor ticks it; posts `value` when ticked, nothing when not. */
export function CheckboxField({
  formId,
  name,
  label,
  hint,
  ...input
}: Omit<Common, "error" | "required"> &
  Omit<ComponentProps<"input">, "id" | "name" | "type" | "children">) {
  const { id } = fieldIds(formId, name);
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
        className="accent-brand-700 size-6 shrink-0"
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-ink text-sm font-semibold">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-muted text-sm leading-relaxed">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
