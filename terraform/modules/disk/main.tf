# A pay-as-you-go data disk (catalog type disk): CreateDisk, attached to InstanceId when given.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

data "alicloud_instances" "this" {
  count = var.ZoneId == null && var.InstanceId != null ? 1 : 0
  ids   = [var.InstanceId]
}

resource "alicloud_ecs_disk" "this" {
  disk_name         = var.DiskName
  zone_id           = var.ZoneId != null ? var.ZoneId : data.alicloud_instances.this[0].instances[0].availability_zone
  size              = tonumber(var.Size)
  category          = var.DiskCategory
  performance_level = var.PerformanceLevel
  encrypted         = var.Encrypted == null ? null : tobool(var.Encrypted)
  snapshot_id       = var.SnapshotId
  description       = var.Description
  payment_type      = "PayAsYouGo"
  tags              = var.tags
}

resource "alicloud_ecs_disk_attachment" "this" {
  count       = var.InstanceId == null ? 0 : 1
  disk_id     = alicloud_ecs_disk.this.id
  instance_id = var.InstanceId
}
