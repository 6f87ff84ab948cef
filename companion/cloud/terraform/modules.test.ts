// Every resource type of the catalog has a module under terraform/modules: valid HCL, a real alicloud resource,
// the `tags` input, and at least the `id` and `name` outputs.
import { parse } from '@cdktf/hcl2json';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESOURCE_TYPES } from '../resources/index';
import { MODULES_DIR, moduleVariables } from './render';

const read = (type: string, file: string) => readFileSync(path.join(MODULES_DIR, type, file), 'utf8');

describe.each(Object.keys(RESOURCE_TYPES))('terraform/modules/%s', (type) => {
  it('parses, uses an alicloud resource, declares tags and outputs id and name', async () => {
    const main = await parse('main.tf', read(type, 'main.tf'));
    const variables = await parse('variables.tf', read(type, 'variables.tf'));
    const outputs = await parse('outputs.tf', read(type, 'outputs.tf'));
    expect(Object.keys(main.resource ?? {}).some((r) => r.startsWith('alicloud_'))).toBe(true);
    expect(main.terraform[0].required_providers[0].alicloud.source).toBe('aliyun/alicloud');
    expect(Object.keys(variables.variable)).toContain('tags');
    expect(Object.keys(outputs.output)).toEqual(expect.arrayContaining(['id', 'name']));
    // The renderer's quick reader of variables.tf agrees with the HCL parser.
    const declared = variables.variable as Record<string, Array<{ sensitive?: boolean }>>;
    expect([...moduleVariables(path.join(MODULES_DIR, type)).keys()].sort()).toEqual(Object.keys(declared).sort());
    for (const [name, [decl]] of Object.entries(declared)) expect(moduleVariables(path.join(MODULES_DIR, type)).get(name)?.sensitive).toBe(decl.sensitive === true);
  });
});

describe('terraform modules', () => {
  it('keep secrets sensitive', () => {
    expect(moduleVariables(path.join(MODULES_DIR, 'instance')).get('Password')?.sensitive).toBe(true);
    expect(moduleVariables(path.join(MODULES_DIR, 'db_account')).get('AccountPassword')?.sensitive).toBe(true);
    expect(moduleVariables(path.join(MODULES_DIR, 'kms_secret')).get('SecretData')?.sensitive).toBe(true);
  });
});
