# An automatic snapshot policy (catalog type ecs_auto_snapshot_policy): CreateAutoSnapshotPolicy.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_ecs_auto_snapshot_policy" "this" {
  auto_snapshot_policy_name = var.autoSnapshotPolicyName
  time_points               = var.timePoints
  repeat_weekdays           = var.repeatWeekdays
  retention_days            = var.retentionDays
  tags                      = var.tags
}
