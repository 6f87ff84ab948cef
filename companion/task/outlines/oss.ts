// Expected step outlines of the tasks in tasks/oss/ and what their drift variants break (tasks.test.ts).
import type { Drift } from './types';

export const outlines: Record<string, string[]> = {
  'oss/create-bucket': [
    '1 open-console(oss)',
    '2 navigate(Buckets)',
    '3 section(Buckets|page) · click(Create Bucket|page)',
    '4 section(Create Bucket|dialog) · fill(Bucket Name|${inputs.bucketName}) · choose(Region|China (Hangzhou)) · choose(Storage Class|Standard) · choose(ACL|Private)',
    '5 click(OK)',
  ],
  'oss/create-lifecycle-rule': [
    '1 open-console(oss)',
    '2 navigate(Buckets)',
    '3 find(${bucket.id}|true) · click(name|name|${bucket.id})',
    '4 navigate(Data Management > Lifecycle)',
    '5 section(Lifecycle|page) · click(Create Rule|page)',
    '6 section(Create Lifecycle Rule|dialog)',
    '  6.1 choose(Status|Enabled)',
    '  6.2 choose(Policy|Match by Prefix)',
    '  6.3 fill(Prefix|logs/)',
    '  6.4 fill(Rule ID|${inputs.ruleId})',
    '  6.5 fill(Validity Period (Days)|30)',
    '7 click(OK)',
  ],
  'oss/delete-object': [
    '1 open-console(oss)',
    '2 navigate(Buckets)',
    '3 find(${bucket.id}|true) · click(name|name|${bucket.id})',
    '4 navigate(Object Management > Objects)',
    '5 find(reports/old-report.csv|true) · click(More|Actions|reports/old-report.csv) · click(Delete|menu)',
    '6 section(Delete Object|dialog) · click(OK|dialog)',
  ],
  'oss/enable-versioning': [
    '1 open-console(oss)',
    '2 navigate(Buckets)',
    '3 find(${bucket.id}|true) · click(name|name|${bucket.id})',
    '4 navigate(Redundancy & Fault Tolerance > Versioning)',
    '5 section(Versioning|page) · click(Settings|page)',
    '6 choose(Versioning Status|Enable)',
    '7 click(Save)',
  ],
  'oss/set-bucket-acl-renamed': [
    '1 open-console(oss)',
    '2 navigate(Buckets)',
    '3 find(${bucket.id}|true) · click(name|name|${bucket.id})',
    '4 navigate(Permission Control > Bucket ACL)',
    '5 section(Bucket ACL|page) · click(Modify ACL|page)',
    '6 choose(Bucket ACL|Public Read)',
    '7 click(Save)',
  ],
  'oss/set-bucket-acl-zh': [
    '1 open-console(oss)',
    '2 navigate(Bucket 列表)',
    '3 find(${bucket.id}|true) · click(名称|name|${bucket.id})',
    '4 navigate(权限控制 > 读写权限)',
    '5 section(读写权限|page) · click(修改读写权限|page)',
    '6 choose(Bucket ACL|公共读)',
    '7 click(保存)',
  ],
  'oss/set-bucket-acl': [
    '1 open-console(oss)',
    '2 navigate(Buckets)',
    '3 find(${bucket.id}|true) · click(name|name|${bucket.id})',
    '4 navigate(Permission Control > Bucket ACL)',
    '5 section(Bucket ACL|page) · click(Modify ACL|page)',
    '6 choose(Bucket ACL|Public Read)',
    '7 click(Save)',
  ],
};

export const drift: Record<string, Drift> = {
  'oss-modify-acl-renamed': { kind: 'label-changed', names: 'Modify ACL' },
};
