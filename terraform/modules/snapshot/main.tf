# A snapshot of a disk (catalog type snapshot): CreateSnapshot.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_ecs_snapshot" "this" {
  disk_id        = var.DiskId
  snapshot_name  = var.SnapshotName
  description    = var.Description
  retention_days = var.RetentionDays == null ? null : tonumber(var.RetentionDays)
  tags           = var.tags
}
