/** A titled part of a page: an h2 that names the region for screen readers. */
export function Section({
  id,
  heading,
  className = "mt-8",
  headingClassName = "text-lg font-semibold",
  children,
}: {
  id: string;
  heading: React.ReactNode;
  className?: string;
  headingClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A titled table of records (an application's history, a consumer's applications): column headers, then the rows given. */
export function TableSection(props: { id: string; heading: React.ReactNode; testId: string; columns: React.ReactNode[]; className?: string; children: React.ReactNode }) {
  return (
    <Section id={props.id} heading={props.heading} className={props.className}>
      <table className="mt-2 w-full rounded-lg bg-white text-sm shadow-sm" data-testid={props.testId}>
        <thead>
          <tr className="border-b border-slate-200 text-left">
            {props.columns.map((column, i) => (
              <th key={i} className="p-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </Section>
  );
}
