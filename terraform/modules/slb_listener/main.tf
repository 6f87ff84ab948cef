# A running TCP (default) or HTTP listener of a CLB instance (catalog type slb_listener).
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

locals {
  http = contains(["http", "https"], lower(var.ListenerProtocol))
}

resource "alicloud_slb_listener" "this" {
  load_balancer_id = var.LoadBalancerId
  frontend_port    = tonumber(var.ListenerPort)
  backend_port     = tonumber(var.BackendServerPort != null ? var.BackendServerPort : var.ListenerPort)
  protocol         = lower(var.ListenerProtocol)
  bandwidth        = tonumber(var.Bandwidth)
  description      = var.Description
  health_check     = local.http ? (var.HealthCheck != null ? var.HealthCheck : "on") : null
  sticky_session   = local.http ? (var.StickySession != null ? var.StickySession : "off") : null
}
