output "id" {
  value = alicloud_slb_load_balancer.this.id
}

output "name" {
  value = alicloud_slb_load_balancer.this.load_balancer_name
}

output "LoadBalancerId" {
  value = alicloud_slb_load_balancer.this.id
}

output "LoadBalancerName" {
  value = alicloud_slb_load_balancer.this.load_balancer_name
}

output "Address" {
  value = alicloud_slb_load_balancer.this.address
}

output "AddressType" {
  value = alicloud_slb_load_balancer.this.address_type
}

output "VSwitchId" {
  value = alicloud_slb_load_balancer.this.vswitch_id
}

output "VpcId" {
  value = var.VpcId
}

output "LoadBalancerSpec" {
  value = alicloud_slb_load_balancer.this.load_balancer_spec
}
