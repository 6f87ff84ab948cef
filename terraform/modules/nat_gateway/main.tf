# An enhanced Internet NAT gateway (catalog type nat_gateway): CreateNatGateway, pay-as-you-go.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_nat_gateway" "this" {
  vpc_id               = var.VpcId
  vswitch_id           = var.VSwitchId
  nat_gateway_name     = var.Name
  nat_type             = var.NatType
  network_type         = var.NetworkType
  internet_charge_type = var.InternetChargeType
  payment_type         = "PayAsYouGo"
  description          = var.Description
  tags                 = var.tags
}
