# A KMS Secrets Manager generic secret (catalog type kms_secret): CreateSecret; random data unless SecretData is given.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
    random = {
      source = "hashicorp/random"
    }
  }
}

resource "random_password" "this" {
  count   = var.SecretData == null ? 1 : 0
  length  = 24
  special = false
}

resource "alicloud_kms_secret" "this" {
  secret_name             = var.SecretName
  secret_data             = var.SecretData != null ? var.SecretData : "aca-${random_password.this[0].result}"
  version_id              = var.VersionId
  secret_data_type        = var.SecretDataType
  description             = var.Description
  encryption_key_id       = var.EncryptionKeyId
  recovery_window_in_days = var.RecoveryWindowInDays == null ? null : tonumber(var.RecoveryWindowInDays)
  tags                    = var.tags
}
