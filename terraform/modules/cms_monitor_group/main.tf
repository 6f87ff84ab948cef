# A CloudMonitor application group (catalog type cms_monitor_group): CreateMonitorGroup with GroupName and ContactGroups.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_cms_monitor_group" "this" {
  monitor_group_name = var.GroupName
  contact_groups     = var.ContactGroups == null ? null : split(",", var.ContactGroups)
}
