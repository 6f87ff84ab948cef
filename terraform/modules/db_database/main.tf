# A database on an ApsaraDB RDS instance (catalog type db_database): CreateDatabase.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_db_database" "this" {
  instance_id   = var.DBInstanceId
  name          = var.DBName
  character_set = var.CharacterSetName
  description   = var.DBDescription
}
