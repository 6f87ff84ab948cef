import type { ReactNode } from 'react';
import { Tab } from '@alifd/next';
import { ConsoleLayout } from '../../../console/src/components/ConsoleLayout';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { navigate } from '../../../console/src/lib/router';
import type { NavEntry } from '../../../console/src/lib/vocabulary';
import { BucketListLayout } from './BucketListLayout';
import { useOss } from './useOss';

export type Section = 'overview' | 'objects' | 'acl' | 'versioning' | 'lifecycle' | 'website' | 'referer' | 'cors' | 'policy' | 'settings' | 'delete';

type Entry = [key: Section, path: string[], leaf: string];

/** The left navigation of one bucket, as today's console shows it once a bucket is opened. */
const TODAY: Entry[] = [
  ['overview', ['bnav.overview'], 'overview'],
  ['objects', ['bnav.objectManagement', 'bnav.objects'], 'objects'],
  ['acl', ['bnav.permission', 'bnav.acl'], 'acl'],
  ['policy', ['bnav.permission', 'bnav.policy'], 'policy'],
  ['versioning', ['bnav.redundancy', 'bnav.versioning'], 'versioning'],
  ['website', ['bnav.dataManagement', 'bnav.website'], 'website'],
  ['lifecycle', ['bnav.dataManagement', 'bnav.lifecycle'], 'lifecycle'],
  ['referer', ['bnav.contentSecurity', 'bnav.referer'], 'referer'],
  ['cors', ['bnav.contentSecurity', 'bnav.cors'], 'cors'],
];

/** oss@2021: Files at the top; Access Control, Basic Settings (with a Delete Bucket page), Redundancy for Fault Tolerance. */
const NAV_2021: Entry[] = [
  ['overview', ['bnav.overview'], 'overview'],
  ['objects', ['bnav.files'], 'objects'],
  ['acl', ['bnav.accessControl', 'bnav.acl'], 'acl'],
  ['policy', ['bnav.accessControl', 'bnav.policy'], 'policy'],
  ['referer', ['bnav.accessControl', 'bnav.referer'], 'referer'],
  ['cors', ['bnav.accessControl', 'bnav.cors'], 'cors'],
  ['website', ['bnav.basicSettings', 'bnav.website'], 'website'],
  ['lifecycle', ['bnav.basicSettings', 'bnav.lifecycle'], 'lifecycle'],
  ['delete', ['bnav.basicSettings', 'bnav.deleteBucket'], 'delete'],
  ['versioning', ['bnav.redundancy', 'bnav.versioning'], 'versioning'],
];

/** oss@2019: a bucket's tabs; every settings section lives on the Basic Settings tab. */
const TABS_2019: Entry[] = [
  ['overview', ['bnav.overview'], 'overview'],
  ['objects', ['bnav.files'], 'objects'],
  ['settings', ['bnav.basicSettings'], 'settings'],
];

export const bucketBase = (name: string) => `/oss/bucket/${encodeURIComponent(name)}`;

const entries = (name: string, list: Entry[]): NavEntry[] => list.map(([key, path, leaf]) => ({ key, path, route: `${bucketBase(name)}/${leaf}` }));

/**
 * A bucket's page: its own navigation pane (today's, or the 2021 one), a header with the way back to the bucket
 * list, and the section; on the 2019 console the bucket list on the left and the bucket's tabs instead.
 */
export function BucketLayout({ name, section, title, children }: { name: string; section: Section; title: string; children: ReactNode }) {
  const { t, flag } = useOss();
  if (flag('bucketTabs')) {
    const tabs = entries(name, TABS_2019);
    // The 2019 console reached the bucket policy from the Files tab's Authorize.
    const active = section === 'overview' || section === 'objects' ? section : section === 'policy' ? 'objects' : 'settings';
    return (
      <BucketListLayout selected={name}>
        <PageHeader title={name} />
        <Tab shape="wrapped" activeKey={active} onChange={(key) => navigate(tabs.find((e) => e.key === key)!.route!)}>
          {tabs.map((e) => (
            <Tab.Item key={e.key} title={t(e.path[0])} />
          ))}
        </Tab>
        <div className="bucket-tab-body">{children}</div>
      </BucketListLayout>
    );
  }
  const nav = entries(name, flag('bucketNav2021') ? NAV_2021 : TODAY);
  return (
    <ConsoleLayout title={name} nav={nav} t={t} pathname={nav.find((n) => n.key === section)?.route ?? ''}>
      <div className="page">
        <PageHeader title={title} back="/oss/buckets" crumbs={[{ label: t('nav.buckets'), to: '/oss/buckets' }, { label: name }]} />
        {children}
      </div>
    </ConsoleLayout>
  );
}
