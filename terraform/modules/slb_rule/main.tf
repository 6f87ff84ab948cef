# A forwarding rule of a CLB HTTP or HTTPS listener (catalog type slb_rule): CreateRules with one rule.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_slb_rule" "this" {
  load_balancer_id = var.LoadBalancerId
  frontend_port    = tonumber(var.ListenerPort)
  name             = var.RuleName
  domain           = var.Domain
  url              = var.Url
  server_group_id  = var.VServerGroupId
}
