output "id" {
  value = "${var.LoadBalancerId}:${var.ServerId}"
}

output "name" {
  value = var.Description != null ? var.Description : var.ServerId
}

output "LoadBalancerId" {
  value = alicloud_slb_backend_server.this.load_balancer_id
}

output "ServerId" {
  value = var.ServerId
}

output "Weight" {
  value = var.Weight
}
