import type { ReactNode } from 'react';

export type Props = { title: string; id?: string; children: ReactNode; extra?: ReactNode };

/** A titled block of a create page, as the console's purchase and create forms are laid out. */
export function FormSection({ title, id, children, extra }: Props) {
  return (
    <section className="form-section" id={id} aria-label={title}>
      <h2 className="form-section-title">
        {title}
        {extra}
      </h2>
      <div className="form-section-body">{children}</div>
    </section>
  );
}
