# An ApsaraDB RDS instance (catalog type db_instance): CreateDBInstance in a vSwitch, pay-as-you-go.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_db_instance" "this" {
  instance_name            = var.DBInstanceDescription
  engine                   = var.Engine
  engine_version           = var.EngineVersion
  instance_type            = var.DBInstanceClass
  instance_storage         = tonumber(var.DBInstanceStorage)
  db_instance_storage_type = var.DBInstanceStorageType
  vswitch_id               = var.VSwitchId
  zone_id                  = var.ZoneId
  vpc_id                   = var.VPCId
  security_ips             = var.SecurityIPList == null ? null : split(",", var.SecurityIPList)
  instance_charge_type     = var.PayType
  tags                     = var.tags
}
