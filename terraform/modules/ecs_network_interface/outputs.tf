output "id" {
  value = alicloud_ecs_network_interface.this.id
}

output "name" {
  value = alicloud_ecs_network_interface.this.network_interface_name
}

output "NetworkInterfaceId" {
  value = alicloud_ecs_network_interface.this.id
}
