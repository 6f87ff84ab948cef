import { Button } from '@alifd/next';
import type { PageProps } from '../../../console/src/lib/product';
import { navigate } from '../../../console/src/lib/router';
import { AclSection } from './BucketAclPage';
import { bucketBase, BucketLayout } from './BucketLayout';
import { DeleteBucketSection } from './DeleteBucketPage';
import { RefererSection } from './RefererPage';
import { useOss } from './useOss';
import { WebsiteSection } from './WebsitePage';
import { WormSection } from './WormSection';

/**
 * `/oss/bucket/:name/settings` (oss@2019: the Basic Settings tab): one area per setting, each opened with its
 * Setting(s) button; Lifecycle's opens the rule list, the retention policy's shows it, Bucket管理 holds Delete Bucket.
 */
export function BasicSettingsPage({ params }: PageProps) {
  const { t } = useOss();
  const name = params.name;
  return (
    <BucketLayout name={name} section="settings" title={t('bnav.basicSettings')}>
      <AclSection name={name} heading />
      <WebsiteSection name={name} heading />
      <RefererSection name={name} heading />
      <section className="form-section" aria-label={t('lifecycle.title')}>
        <h3 className="form-section-title">{t('lifecycle.title')}</h3>
        <p className="field-help">{t('lifecycle.help')}</p>
        <p>
          <Button type="primary" onClick={() => navigate(`${bucketBase(name)}/lifecycle`)}>
            {t('lifecycle.settings')}
          </Button>
        </p>
      </section>
      <WormSection name={name} />
      <DeleteBucketSection name={name} heading />
    </BucketLayout>
  );
}
