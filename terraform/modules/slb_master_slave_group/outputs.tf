output "id" {
  value = alicloud_slb_master_slave_server_group.this.id
}

output "name" {
  value = alicloud_slb_master_slave_server_group.this.name
}

output "LoadBalancerId" {
  value = alicloud_slb_master_slave_server_group.this.load_balancer_id
}
