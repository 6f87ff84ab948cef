# An ApsaraDB RDS instance (catalog type db_instance): CreateDBInstance in a vSwitch, pay-as-you-go.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

# The version and class an engine gets when the task names the engine only (as the OpenAPI provisioner does).
locals {
  engine_defaults = {
    MySQL      = { version = "8.0", class = "mysql.n2.medium.1" }
    PostgreSQL = { version = "16.0", class = "pg.n2.medium.1" }
    MariaDB    = { version = "10.3", class = "mariadb.n2.medium.2c" }
    SQLServer  = { version = "2019_std_ha", class = "mssql.x4.medium.s2" }
  }
}

resource "alicloud_db_instance" "this" {
  instance_name            = var.DBInstanceDescription
  engine                   = var.Engine
  engine_version           = coalesce(var.EngineVersion, local.engine_defaults[var.Engine].version)
  instance_type            = coalesce(var.DBInstanceClass, local.engine_defaults[var.Engine].class)
  instance_storage         = tonumber(var.DBInstanceStorage)
  db_instance_storage_type = var.DBInstanceStorageType
  vswitch_id               = var.VSwitchId
  zone_id                  = var.ZoneId
  vpc_id                   = var.VPCId
  security_ips             = var.SecurityIPList == null ? null : split(",", var.SecurityIPList)
  instance_charge_type     = var.PayType
  tags                     = var.tags
}
