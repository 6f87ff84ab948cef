// RAM (2015-05-01) account settings: the password policy of RAM users (Get/SetPasswordPolicy), which also checks
// the passwords of CreateLoginProfile and UpdateLoginProfile.
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError, invalidParameter } from '../../../errors.js';
import type { Tenant } from '../../../state.js';
import { ramOf, type PasswordPolicy } from './state.js';

export type RamSettingsAction = 'GetPasswordPolicy' | 'SetPasswordPolicy';

const DEFAULT_POLICY: PasswordPolicy = {
  MinimumPasswordLength: 8, RequireLowercaseCharacters: false, RequireUppercaseCharacters: false, RequireNumbers: false, RequireSymbols: false,
  MinimumPasswordDifferentCharacter: 0, PasswordNotContainUserName: false, HardExpire: false, MaxPasswordAge: 0, PasswordReusePrevention: 0, MaxLoginAttemps: 0,
};

export const passwordPolicyOf = (tenant: Tenant): PasswordPolicy => ({ ...DEFAULT_POLICY, ...ramOf(tenant).passwordPolicy });

/** What a password lacks under the account's policy, or undefined when it complies. */
export function passwordProblem(tenant: Tenant, password: string, userName?: string): string | undefined {
  const p = passwordPolicyOf(tenant);
  const needs: string[] = [];
  if (password.length < p.MinimumPasswordLength || password.length > 32) needs.push(`${p.MinimumPasswordLength} to 32 characters`);
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) needs.push('at least one letter and one digit');
  if (p.RequireLowercaseCharacters && !/[a-z]/.test(password)) needs.push('a lowercase letter');
  if (p.RequireUppercaseCharacters && !/[A-Z]/.test(password)) needs.push('an uppercase letter');
  if (p.RequireNumbers && !/[0-9]/.test(password)) needs.push('a digit');
  if (p.RequireSymbols && !/[^A-Za-z0-9]/.test(password)) needs.push('a special character');
  if (new Set(password).size < p.MinimumPasswordDifferentCharacter) needs.push(`at least ${p.MinimumPasswordDifferentCharacter} different characters`);
  if (p.PasswordNotContainUserName && userName && password.toLowerCase().includes(userName.toLowerCase())) needs.push('no user name in it');
  return needs.length ? `The password does not meet the password policy: ${needs.join(', ')}.` : undefined;
}

export function checkPassword(ctx: ActionContext): string {
  const password = ctx.params.required('Password');
  const problem = passwordProblem(ctx.tenant, password, ctx.params.optional('UserName'));
  if (problem) throw new ApiError('InvalidParameter.PasswordPolicy', problem);
  return password;
}

export const ramSettingsActions = {
  GetPasswordPolicy: {
    rw: 'Read',
    handle(ctx) {
      return { PasswordPolicy: passwordPolicyOf(ctx.tenant) };
    },
  },
  SetPasswordPolicy: {
    rw: 'Write',
    handle(ctx) {
      const cur = passwordPolicyOf(ctx.tenant);
      const p = ctx.params;
      const int = (name: keyof PasswordPolicy, min: number, max: number) => {
        const v = p.int(name, { fallback: cur[name] as number });
        if (v < min || v > max) throw invalidParameter(name, `It must be from ${min} to ${max}.`);
        return v;
      };
      const next: PasswordPolicy = {
        MinimumPasswordLength: int('MinimumPasswordLength', 8, 32),
        RequireLowercaseCharacters: p.bool('RequireLowercaseCharacters', cur.RequireLowercaseCharacters),
        RequireUppercaseCharacters: p.bool('RequireUppercaseCharacters', cur.RequireUppercaseCharacters),
        RequireNumbers: p.bool('RequireNumbers', cur.RequireNumbers),
        RequireSymbols: p.bool('RequireSymbols', cur.RequireSymbols),
        MinimumPasswordDifferentCharacter: int('MinimumPasswordDifferentCharacter', 0, 8),
        PasswordNotContainUserName: p.bool('PasswordNotContainUserName', cur.PasswordNotContainUserName),
        HardExpire: p.bool('HardExpire', cur.HardExpire),
        MaxPasswordAge: int('MaxPasswordAge', 0, 1095),
        PasswordReusePrevention: int('PasswordReusePrevention', 0, 24),
        MaxLoginAttemps: int('MaxLoginAttemps', 0, 32),
      };
      ramOf(ctx.tenant).passwordPolicy = next;
      return { PasswordPolicy: next };
    },
  },
} satisfies Record<RamSettingsAction, ActionDef>;
