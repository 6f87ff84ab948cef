// The tasks test's expectations, one file per product so each product's tasks are edited in one place.
import * as actiontrail from './actiontrail';
import * as cdn from './cdn';
import * as cms from './cms';
import * as dns from './dns';
import * as ecs from './ecs';
import * as fc from './fc';
import * as kms from './kms';
import * as oss from './oss';
import * as ram from './ram';
import * as rds from './rds';
import * as slb from './slb';
import * as vpc from './vpc';
import type { Drift } from './types';

const products = [actiontrail, cdn, cms, dns, ecs, fc, kms, oss, ram, rds, slb, vpc];

/** Task id -> its expected step outline (see `outline` in tasks.test.ts). */
export const expected: Record<string, string[]> = Object.assign({}, ...products.map((p) => p.outlines));

/** Variant id -> what it breaks. */
export const drift: Record<string, Drift> = Object.assign({}, ...products.map((p) => p.drift));
