/** The centred h2 and lead line that open a home page section. */
export function SectionTitle({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 id={id} className="text-brand-900 text-heading">
        {title}
      </h2>
      <p className="text-muted mt-4 text-lg leading-relaxed">{intro}</p>
    </div>
  );
}
