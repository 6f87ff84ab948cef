# An SNAT entry of an Internet NAT gateway (catalog type snat_entry): CreateSnatEntry.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_snat_entry" "this" {
  snat_table_id     = var.SnatTableId
  snat_ip           = var.SnatIp
  source_vswitch_id = var.SourceVSwitchId
  source_cidr       = var.SourceCIDR
  snat_entry_name   = var.SnatEntryName
}
