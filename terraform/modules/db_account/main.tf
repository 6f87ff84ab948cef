# A database account on an ApsaraDB RDS instance (catalog type db_account): CreateAccount; a random password unless AccountPassword is given.
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
  count            = var.AccountPassword == null ? 1 : 0
  length           = 16
  min_upper        = 1
  min_lower        = 1
  min_numeric      = 1
  override_special = "!@#_-"
}

resource "alicloud_db_account" "this" {
  db_instance_id      = var.DBInstanceId
  account_name        = var.AccountName
  account_password    = var.AccountPassword != null ? var.AccountPassword : random_password.this[0].result
  account_type        = var.AccountType
  account_description = var.AccountDescription
}
