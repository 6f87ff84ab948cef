# An ActionTrail trail delivering to an OSS bucket (catalog type trail): CreateTrail, logging unless Logging is "false".
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_actiontrail_trail" "this" {
  trail_name         = lower(var.Name)
  oss_bucket_name    = var.OssBucketName
  oss_key_prefix     = var.OssKeyPrefix
  event_rw           = var.EventRW
  trail_region       = var.TrailRegion
  oss_write_role_arn = var.OssWriteRoleArn
  status             = var.Logging == "false" ? "Disable" : "Enable"
}
