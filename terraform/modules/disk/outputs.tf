output "id" {
  value = alicloud_ecs_disk.this.id
}

output "name" {
  value = alicloud_ecs_disk.this.disk_name
}

output "DiskId" {
  value = alicloud_ecs_disk.this.id
}

output "DiskName" {
  value = alicloud_ecs_disk.this.disk_name
}

output "ZoneId" {
  value = alicloud_ecs_disk.this.zone_id
}

output "Size" {
  value = tostring(alicloud_ecs_disk.this.size)
}

output "Category" {
  value = alicloud_ecs_disk.this.category
}

output "InstanceId" {
  value = var.InstanceId
}
