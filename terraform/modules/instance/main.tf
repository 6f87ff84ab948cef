# An ECS instance (catalog type instance): RunInstances, pay-as-you-go, left Running (or Stopped).
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

data "alicloud_images" "default" {
  count         = var.ImageId == null ? 1 : 0
  owners        = "system"
  name_regex    = "^aliyun_3"
  most_recent   = true
  instance_type = var.InstanceType
}

data "alicloud_vswitches" "this" {
  ids = [var.VSwitchId]
}

resource "alicloud_instance" "this" {
  instance_name              = var.InstanceName
  instance_type              = var.InstanceType
  image_id                   = var.ImageId != null ? var.ImageId : data.alicloud_images.default[0].images[0].id
  vswitch_id                 = var.VSwitchId
  security_groups            = [var.SecurityGroupId]
  instance_charge_type       = var.InstanceChargeType
  password                   = var.Password
  host_name                  = var.HostName
  description                = var.Description
  availability_zone          = var.ZoneId
  key_name                   = var.KeyPairName
  internet_max_bandwidth_out = var.InternetMaxBandwidthOut == null ? null : tonumber(var.InternetMaxBandwidthOut)
  system_disk_category       = var.SystemDisk_Category
  system_disk_size           = var.SystemDisk_Size == null ? null : tonumber(var.SystemDisk_Size)
  status                     = var.Status
  tags                       = var.tags
}
