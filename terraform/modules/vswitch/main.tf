# A vSwitch (catalog type vswitch): CreateVSwitch in a VPC and zone.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

data "alicloud_zones" "this" {
  count                       = var.ZoneId == null ? 1 : 0
  available_resource_creation = "VSwitch"
}

data "alicloud_vpcs" "this" {
  count = var.CidrBlock == null ? 1 : 0
  ids   = [var.VpcId]
}

locals {
  vpc_cidr   = var.CidrBlock == null ? data.alicloud_vpcs.this[0].vpcs[0].cidr_block : ""
  cidr_block = var.CidrBlock != null ? var.CidrBlock : cidrsubnet(local.vpc_cidr, max(24 - tonumber(split("/", local.vpc_cidr)[1]), 0), 0)
}

resource "alicloud_vswitch" "this" {
  vpc_id       = var.VpcId
  vswitch_name = var.VSwitchName
  zone_id      = var.ZoneId != null ? var.ZoneId : data.alicloud_zones.this[0].zones[0].id
  cidr_block   = local.cidr_block
  description  = var.Description
  tags         = var.tags
}
