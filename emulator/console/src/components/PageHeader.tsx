import { useEffect, type ReactNode } from 'react';
import { Breadcrumb } from '@alifd/next';
import { Link } from './Link';

export type Crumb = { label: string; to?: string };
export type Props = {
  /** The page's name (the document title, and the heading unless `titleNode` is given). */
  title: string;
  /** A heading with more than text (a name and its status tag). */
  titleNode?: ReactNode;
  crumbs?: Crumb[];
  back?: string;
  /** The back link's accessible name and tooltip (it shows only an arrow). */
  backLabel?: string;
  extra?: ReactNode;
};

export function PageHeader({ title, titleNode, crumbs, back, backLabel = 'Back', extra }: Props) {
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
          <Link to={back} className="page-back" title={backLabel} label={backLabel}>
            <span className="page-back-arrow" aria-hidden />
          </Link>
        )}
        <h1 className="page-title">{titleNode ?? title}</h1>
        <div className="page-extra">{extra}</div>
      </div>
    </header>
  );
}
