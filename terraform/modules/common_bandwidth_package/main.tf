# An Internet Shared Bandwidth instance (catalog type common_bandwidth_package): CreateCommonBandwidthPackage, with the
# EIP IpInstanceId added to it when given.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_common_bandwidth_package" "this" {
  bandwidth              = var.Bandwidth
  bandwidth_package_name = var.Name
  description            = var.Description
  internet_charge_type   = var.InternetChargeType
  isp                    = var.ISP
  force                  = true
  tags                   = var.tags
}

resource "alicloud_common_bandwidth_package_attachment" "this" {
  count                = var.IpInstanceId == null ? 0 : 1
  bandwidth_package_id = alicloud_common_bandwidth_package.this.id
  instance_id          = var.IpInstanceId
}
