# A Classic Load Balancer instance (catalog type slb_load_balancer): CreateLoadBalancer, pay-as-you-go; intranet in VSwitchId when given.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_slb_load_balancer" "this" {
  load_balancer_name   = var.LoadBalancerName
  address_type         = var.AddressType != null ? var.AddressType : (var.VSwitchId != null ? "intranet" : "internet")
  vswitch_id           = var.VSwitchId
  load_balancer_spec   = var.LoadBalancerSpec
  internet_charge_type = var.InternetChargeType
  bandwidth            = var.Bandwidth == null ? null : tonumber(var.Bandwidth)
  address              = var.Address
  payment_type         = "PayAsYouGo"
  tags                 = var.tags
}
