# A pay-as-you-go elastic IP address (catalog type eip): AllocateEipAddress, associated with InstanceId when given.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_eip_address" "this" {
  address_name         = var.Name
  bandwidth            = var.Bandwidth
  internet_charge_type = var.InternetChargeType
  isp                  = var.ISP
  description          = var.Description
  payment_type         = "PayAsYouGo"
  tags                 = var.tags
}

resource "alicloud_eip_association" "this" {
  count         = var.InstanceId == null ? 0 : 1
  allocation_id = alicloud_eip_address.this.id
  instance_id   = var.InstanceId
  instance_type = var.InstanceType
}
