import type { ReactNode } from 'react';

/** A titled section of label/value pairs: what a console's details page shows as "Basic Information". */
export function DetailSection({ title, rows, loading, className = 'form-section', children }: {
  title: string;
  /** Labels already in the page's language, and their values. */
  rows: [string, ReactNode][];
  /** Shown instead of the rows while they load. */
  loading?: ReactNode;
  className?: string;
  /** What follows the rows (the section's Modify button). */
  children?: ReactNode;
}) {
  return (
    <section className={className} aria-label={title}>
      <h2 className="form-section-title">{title}</h2>
      {loading ?? (
        <dl className="detail-grid">
          {rows.map(([label, value]) => (
            <div key={label} className="detail-row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  );
}
