output "id" {
  value = "${var.LoadBalancerId}:${var.ListenerPort}"
}

output "name" {
  value = var.Description != null ? var.Description : "${var.LoadBalancerId}:${var.ListenerPort}"
}

output "LoadBalancerId" {
  value = alicloud_slb_listener.this.load_balancer_id
}

output "ListenerPort" {
  value = tostring(alicloud_slb_listener.this.frontend_port)
}

output "ListenerProtocol" {
  value = alicloud_slb_listener.this.protocol
}

output "Status" {
  value = lower(var.Status)
}
