// The EIP row the console lists and the props every EIP dialog takes (EipDialogs.tsx and the dialogs it opens).
import type { Translate } from '../../../console/src/lib/vocabulary';

export type Eip = {
  AllocationId: string;
  IpAddress: string;
  Name: string;
  Status: string;
  Bandwidth: string;
  InternetChargeType: string;
  InstanceChargeType?: string;
  InstanceId: string;
  InstanceType: string;
  AllocationTime: string;
  /** The Internet Shared Bandwidth instance it is in, or ''. */
  BandwidthPackageId?: string;
  /** The contiguous EIP group it belongs to, or ''. */
  SegmentInstanceId?: string;
};
export type EipAction = 'associate' | 'unassociate' | 'release' | 'modifySpec' | 'joinCbwp' | 'leaveCbwp';
export type Props = { kind: EipAction; eip: Eip; t: Translate; onClose: () => void; onDone: () => void };
