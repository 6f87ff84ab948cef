# A primary/secondary server group of a CLB instance (catalog type slb_master_slave_group):
# CreateMasterSlaveServerGroup with one ECS instance on port 80 (primary) and port 8080 (secondary).
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_slb_master_slave_server_group" "this" {
  load_balancer_id = var.LoadBalancerId
  name             = var.MasterSlaveServerGroupName

  servers {
    server_id   = var.ServerId
    port        = 80
    weight      = 100
    server_type = "Master"
  }

  servers {
    server_id   = var.ServerId
    port        = 8080
    weight      = 100
    server_type = "Slave"
  }
}
