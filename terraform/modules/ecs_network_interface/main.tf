# A secondary elastic network interface (catalog type ecs_network_interface): CreateNetworkInterface in a vSwitch
# with a security group of its VPC, one secondary private IP by default; bound to InstanceId when given.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_ecs_network_interface" "this" {
  network_interface_name             = var.NetworkInterfaceName
  vswitch_id                         = var.VSwitchId
  security_group_ids                 = [var.SecurityGroupId]
  primary_ip_address                 = var.PrimaryIpAddress
  secondary_private_ip_address_count = var.SecondaryPrivateIpAddressCount
  description                        = var.Description
  tags                               = var.tags
}

resource "alicloud_ecs_network_interface_attachment" "this" {
  count                = var.InstanceId == null ? 0 : 1
  network_interface_id = alicloud_ecs_network_interface.this.id
  instance_id          = var.InstanceId
}
