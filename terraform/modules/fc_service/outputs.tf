output "id" {
  value = alicloud_fc_service.this.name
}

output "name" {
  value = alicloud_fc_service.this.name
}

output "serviceName" {
  value = alicloud_fc_service.this.name
}

output "serviceId" {
  value = alicloud_fc_service.this.service_id
}
