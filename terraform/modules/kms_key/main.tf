# A KMS customer master key (catalog type kms_key): CreateKey, with an alias when AliasName is given.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_kms_key" "this" {
  description            = var.Description
  key_spec               = var.KeySpec
  key_usage              = var.KeyUsage
  protection_level       = var.ProtectionLevel
  origin                 = var.Origin
  status                 = var.KeyState
  pending_window_in_days = tonumber(var.PendingWindowInDays)
  tags                   = var.tags
}

resource "alicloud_kms_alias" "this" {
  count      = var.AliasName == null ? 0 : 1
  alias_name = var.AliasName
  key_id     = alicloud_kms_key.this.id
}
