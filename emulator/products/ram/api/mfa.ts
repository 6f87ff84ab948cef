// RAM (2015-05-01) virtual MFA devices of one account: a device is created with a name (its serial number
// `acs:ram::<account>:mfa/<name>`), then bound to one user with two consecutive codes from the device; a user has at
// most one. Unbinding leaves the device, which DeleteVirtualMFADevice removes.
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError, invalidParameter, notFound } from '../../../errors.js';
import { secondTime } from '../../../common.js';
import { userOf } from './iam.js';
import { ramOf, type VirtualMfaDevice } from './state.js';

export type RamMfaAction = 'CreateVirtualMFADevice' | 'ListVirtualMFADevices' | 'DeleteVirtualMFADevice' | 'BindMFADevice' | 'UnbindMFADevice' | 'GetUserMFAInfo';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const devicesOf = (ctx: ActionContext) => (ramOf(ctx.tenant).mfaDevices ??= {});

function deviceOf(ctx: ActionContext): VirtualMfaDevice {
  const serial = ctx.params.required('SerialNumber');
  const device = devicesOf(ctx)[serial];
  if (!device) throw notFound('EntityNotExist.VirtualMFADevice', `The virtual MFA device does not exist: ${serial}.`);
  return device;
}

const boundTo = (ctx: ActionContext, userName: string) => Object.values(devicesOf(ctx)).find((d) => d.user === userName);

/** A code the device shows: six digits (the emulator keeps no clock on the device, so any six digits pass). */
function checkCode(ctx: ActionContext, name: string): string {
  const code = ctx.params.required(name);
  if (!/^\d{6}$/.test(code)) throw new ApiError('InvalidAuthenticationCode', `The MFA authentication code is invalid: ${name} must be six digits.`);
  return code;
}

export const ramMfaActions = {
  CreateVirtualMFADevice: {
    rw: 'Write',
    handle(ctx) {
      const name = ctx.params.required('VirtualMFADeviceName');
      if (!/^[A-Za-z0-9._-]{1,64}$/.test(name)) throw invalidParameter('VirtualMFADeviceName', 'It must be 1 to 64 characters long and contain letters, digits, periods (.), hyphens (-) and underscores (_).');
      const serial = `acs:ram::${ctx.tenant.accountId}:mfa/${name}`;
      const devices = devicesOf(ctx);
      if (devices[serial]) throw new ApiError('EntityAlreadyExists.VirtualMFADevice', `The virtual MFA device already exists: ${name}.`, 409);
      const seed = Array.from({ length: 32 }, () => BASE32[ctx.rng.int(0, 31)]).join('');
      devices[serial] = { SerialNumber: serial, Base32StringSeed: seed, CreateDate: secondTime(ctx.now) };
      const uri = `otpauth://totp/${encodeURIComponent(name)}@${ctx.tenant.accountId}?secret=${seed}`;
      return { VirtualMFADevice: { SerialNumber: serial, Base32StringSeed: seed, QRCodePNG: Buffer.from(uri).toString('base64') } };
    },
  },
  ListVirtualMFADevices: {
    rw: 'Read',
    handle(ctx) {
      const users = ramOf(ctx.tenant).users;
      const list = Object.values(devicesOf(ctx)).sort((a, b) => a.SerialNumber.localeCompare(b.SerialNumber)).map((d) => {
        const user = d.user ? users[d.user] : undefined;
        return { SerialNumber: d.SerialNumber, ...(d.ActivateDate ? { ActivateDate: d.ActivateDate } : {}), ...(user ? { User: { UserId: user.UserId, UserName: user.UserName, DisplayName: user.DisplayName } } : {}) };
      });
      return { VirtualMFADevices: { VirtualMFADevice: list } };
    },
  },
  DeleteVirtualMFADevice: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const device = deviceOf(ctx);
      if (device.user) throw new ApiError('DeleteConflict.VirtualMFADevice.User', `The virtual MFA device is bound to the user ${device.user}. Unbind it first.`, 409);
      delete devicesOf(ctx)[device.SerialNumber];
      return {};
    },
  },
  BindMFADevice: {
    rw: 'Write',
    handle(ctx) {
      const user = userOf(ctx);
      const device = deviceOf(ctx);
      const first = checkCode(ctx, 'AuthenticationCode1');
      const second = checkCode(ctx, 'AuthenticationCode2');
      if (first === second) throw new ApiError('InvalidAuthenticationCode', 'The two MFA authentication codes must be two consecutive codes of the device.');
      if (device.user) throw new ApiError('EntityAlreadyExists.VirtualMFADevice.User', `The virtual MFA device is already bound to the user ${device.user}.`, 409);
      if (boundTo(ctx, user.UserName)) throw new ApiError('EntityAlreadyExists.User.MFADevice', `The user already has an MFA device: ${user.UserName}.`, 409);
      device.user = user.UserName;
      device.ActivateDate = secondTime(ctx.now);
      return {};
    },
  },
  UnbindMFADevice: {
    rw: 'Write',
    effect: 'detach',
    handle(ctx) {
      const user = userOf(ctx);
      const device = boundTo(ctx, user.UserName);
      if (!device) throw notFound('EntityNotExist.User.MFADevice', `The user has no MFA device: ${user.UserName}.`);
      device.user = undefined;
      device.ActivateDate = undefined;
      return { MFADevice: { SerialNumber: device.SerialNumber } };
    },
  },
  GetUserMFAInfo: {
    rw: 'Read',
    handle(ctx) {
      const user = userOf(ctx);
      const device = boundTo(ctx, user.UserName);
      if (!device) throw notFound('EntityNotExist.User.MFADevice', `The user has no MFA device: ${user.UserName}.`);
      return { MFADevice: { SerialNumber: device.SerialNumber, Type: 'VMFA' } };
    },
  },
} satisfies Record<RamMfaAction, ActionDef>;
