import { useEffect, type ReactNode } from 'react';
import { Breadcrumb } from '@alifd/next';
import { Link } from './Link';

export type Crumb = { label: string; to?: string };
export type Props = { title: string; crumbs?: Crumb[]; back?: string; extra?: ReactNode };

export function PageHeader({ title, crumbs, back, extra }: Props) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <header className="page-header">
      {crumbs && crumbs.length > 0 && (
        <Breadcrumb className="page-crumbs">
          {crumbs.map((c) => (
            <Breadcrumb.Item key={c.label}>{c.to ? <Link to={c.to}>{c.label}</Link> : c.label}</Breadcrumb.Item>
          ))}
        </Breadcrumb>
      )}
      <div className="page-title-row">
        {back && (
          <Link to={back} className="page-back" title="back">
            <span className="page-back-arrow" aria-hidden />
          </Link>
        )}
        <h1 className="page-title">{title}</h1>
        <div className="page-extra">{extra}</div>
      </div>
    </header>
  );
}
