# An ECS instance in the default server group of a CLB instance (catalog type slb_backend_server): AddBackendServers.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_slb_backend_server" "this" {
  load_balancer_id = var.LoadBalancerId

  backend_servers {
    server_id   = var.ServerId
    weight      = tonumber(var.Weight)
    type        = "ecs"
    description = var.Description
  }
}
