import { passwordProblem } from '../../../../console/src/lib/password';
import type { Translate } from '../../../../console/src/lib/vocabulary';

/** Everything the Custom Launch page collects; RunInstances parameters are derived from it on submit. */
export type InstanceForm = {
  chargeType: 'PrePaid' | 'PostPaid';
  /** '' = Random. */
  zoneId: string;
  instanceType: string;
  osFamily: string;
  imageId: string;
  diskCategory: string;
  diskSize: number;
  vpcId: string;
  vswitchId: string;
  publicIp: boolean;
  bandwidth: number;
  securityGroupId: string;
  credential: 'keypair' | 'password' | 'later';
  keyPair: string;
  password: string;
  confirmPassword: string;
  instanceName: string;
  amount: number;
  terms: boolean;
};

export type Errors = Partial<Record<keyof InstanceForm, string>>;

export type SectionProps = {
  form: InstanceForm;
  set: (patch: Partial<InstanceForm>) => void;
  errors: Errors;
  t: Translate;
};

export const initialForm: InstanceForm = {
  chargeType: 'PrePaid',
  zoneId: '',
  instanceType: '',
  osFamily: 'aliyun',
  imageId: '',
  diskCategory: 'cloud_essd',
  diskSize: 40,
  vpcId: '',
  vswitchId: '',
  publicIp: false,
  bandwidth: 5,
  securityGroupId: '',
  credential: 'password',
  keyPair: '',
  password: '',
  confirmPassword: '',
  instanceName: '',
  amount: 1,
  terms: false,
};

/** Client-side checks the console makes before it places the order; every problem at once. */
export function validate(form: InstanceForm, t: Translate): Errors {
  const e: Errors = {};
  if (!form.instanceType) e.instanceType = t('create.err.instanceType');
  if (!form.imageId) e.imageId = t('create.err.image');
  if (!form.vpcId) e.vpcId = t('create.err.vpc');
  if (!form.vswitchId) e.vswitchId = t('create.err.vswitch');
  if (!form.securityGroupId) e.securityGroupId = t('create.err.securityGroup');
  if (form.credential === 'keypair' && !form.keyPair) e.keyPair = t('create.err.keyPair');
  if (form.credential === 'password') {
    const problem = form.password ? passwordProblem(form.password) : 'required';
    if (problem) e.password = t(`create.err.password.${problem}`);
    if (form.confirmPassword !== form.password) e.confirmPassword = t('create.err.confirmPassword');
  }
  if (form.instanceName && !/^[\p{L}][\p{L}\p{N}.:_-]{1,127}$/u.test(form.instanceName)) {
    e.instanceName = t('create.err.instanceName');
  }
  if (!form.terms) e.terms = t('create.err.terms');
  return e;
}

/** Which form field an API error is about, by the request parameter its code or message names. */
export const PARAM_FIELDS: Record<string, keyof InstanceForm> = {
  InstanceName: 'instanceName',
  Password: 'password',
  InstanceType: 'instanceType',
  ImageId: 'imageId',
  VSwitchId: 'vswitchId',
  SecurityGroupId: 'securityGroupId',
  ZoneId: 'zoneId',
  InternetMaxBandwidthOut: 'bandwidth',
  Amount: 'amount',
  KeyPairName: 'keyPair',
  'SystemDisk.Category': 'diskCategory',
  'SystemDisk.Size': 'diskSize',
};
