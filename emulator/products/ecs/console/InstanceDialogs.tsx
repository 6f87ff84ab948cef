import type { Translate } from '../../../console/src/lib/vocabulary';
import { ConfirmInstanceDialog } from './ConfirmInstanceDialog';
import { CreateImageDialog } from './CreateImageDialog';
import type { InstanceAction } from './InstanceActions';
import { ModifyInstanceDialog } from './ModifyInstanceDialog';
import { BindKeyPairDialog, ChangeTypeDialog, ResetPasswordDialog } from './InstanceSettingsDialogs';
import { ReleaseInstanceDialog } from './ReleaseInstanceDialog';
import { StopInstanceDialog } from './StopInstanceDialog';
import type { Instance } from './types';

export type Props = { kind: InstanceAction; instance: Instance; t: Translate; onClose: () => void; onDone: () => void };

/** The dialog behind each instance action, shared by the list and the details page. */
export function InstanceDialogs({ kind, ...rest }: Props) {
  switch (kind) {
    case 'stop':
      return <StopInstanceDialog {...rest} />;
    case 'release':
      return <ReleaseInstanceDialog {...rest} />;
    case 'modify':
      return <ModifyInstanceDialog {...rest} />;
    case 'resetPassword':
      return <ResetPasswordDialog {...rest} />;
    case 'changeType':
      return <ChangeTypeDialog {...rest} />;
    case 'bindKeyPair':
      return <BindKeyPairDialog {...rest} />;
    case 'createImage':
      return <CreateImageDialog {...rest} />;
    default:
      return <ConfirmInstanceDialog kind={kind} {...rest} />;
  }
}
