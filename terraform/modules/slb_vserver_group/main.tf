# A VServer group of a CLB instance (catalog type slb_vserver_group): CreateVServerGroup, no servers.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_slb_server_group" "this" {
  load_balancer_id = var.LoadBalancerId
  name             = var.VServerGroupName
}
