output "id" {
  value = alicloud_slb_rule.this.id
}

output "name" {
  value = alicloud_slb_rule.this.name
}

output "LoadBalancerId" {
  value = alicloud_slb_rule.this.load_balancer_id
}

output "ListenerPort" {
  value = var.ListenerPort
}
