import type { ReactNode } from 'react';
import { ConsoleLayout } from '../../../console/src/components/ConsoleLayout';
import { PageHeader } from '../../../console/src/components/PageHeader';
import type { NavEntry } from '../../../console/src/lib/vocabulary';
import { useOss } from './useOss';

export type Section = 'overview' | 'objects' | 'acl' | 'versioning' | 'lifecycle' | 'website' | 'referer' | 'cors';

/** The left navigation of one bucket, as the OSS console shows it once a bucket is opened. */
const bucketNav = (name: string): NavEntry[] => {
  const base = `/oss/bucket/${encodeURIComponent(name)}`;
  return [
    { key: 'overview', path: ['bnav.overview'], route: `${base}/overview` },
    { key: 'objects', path: ['bnav.objectManagement', 'bnav.objects'], route: `${base}/objects` },
    { key: 'acl', path: ['bnav.permission', 'bnav.acl'], route: `${base}/acl` },
    { key: 'versioning', path: ['bnav.redundancy', 'bnav.versioning'], route: `${base}/versioning` },
    { key: 'website', path: ['bnav.dataManagement', 'bnav.website'], route: `${base}/website` },
    { key: 'lifecycle', path: ['bnav.dataManagement', 'bnav.lifecycle'], route: `${base}/lifecycle` },
    { key: 'referer', path: ['bnav.contentSecurity', 'bnav.referer'], route: `${base}/referer` },
    { key: 'cors', path: ['bnav.contentSecurity', 'bnav.cors'], route: `${base}/cors` },
  ];
};

/** A bucket's page: its own navigation pane, a header with the way back to the bucket list, and the section. */
export function BucketLayout({ name, section, title, children }: { name: string; section: Section; title: string; children: ReactNode }) {
  const { t } = useOss();
  const nav = bucketNav(name);
  return (
    <ConsoleLayout title={name} nav={nav} t={t} pathname={nav.find((n) => n.key === section)!.route!}>
      <div className="page">
        <PageHeader title={title} back="/oss/buckets" crumbs={[{ label: t('nav.buckets'), to: '/oss/buckets' }, { label: name }]} />
        {children}
      </div>
    </ConsoleLayout>
  );
}
