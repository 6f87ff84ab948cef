output "id" {
  value = alicloud_eip_address.this.id
}

output "name" {
  value = alicloud_eip_address.this.address_name
}

output "AllocationId" {
  value = alicloud_eip_address.this.id
}

output "Name" {
  value = alicloud_eip_address.this.address_name
}

output "IpAddress" {
  value = alicloud_eip_address.this.ip_address
}

output "InstanceId" {
  value = var.InstanceId
}
