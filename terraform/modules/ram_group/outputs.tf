output "id" {
  value = alicloud_ram_group.this.id
}

output "name" {
  value = alicloud_ram_group.this.group_name
}

output "GroupName" {
  value = alicloud_ram_group.this.group_name
}
