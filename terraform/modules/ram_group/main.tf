# A RAM user group (catalog type ram_group): CreateGroup.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_ram_group" "this" {
  group_name = var.GroupName
  comments   = var.Comments
  force      = true
}
