# A CloudMonitor site monitoring task (catalog type cms_site_monitor): CreateSiteMonitor with TaskName, TaskType,
# Address and Interval.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_cms_site_monitor" "this" {
  task_name = var.TaskName
  task_type = var.TaskType
  address   = var.Address
  interval  = var.Interval
}
