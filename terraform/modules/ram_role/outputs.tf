output "id" {
  value = alicloud_ram_role.this.name
}

output "name" {
  value = alicloud_ram_role.this.name
}

output "RoleName" {
  value = alicloud_ram_role.this.name
}

output "RoleId" {
  value = alicloud_ram_role.this.role_id
}

output "Arn" {
  value = alicloud_ram_role.this.arn
}
