output "id" {
  value = alicloud_ram_user.this.name
}

output "name" {
  value = alicloud_ram_user.this.name
}

output "UserName" {
  value = alicloud_ram_user.this.name
}

output "UserId" {
  value = alicloud_ram_user.this.id
}

output "DisplayName" {
  value = alicloud_ram_user.this.display_name
}

output "AccessKeyId" {
  value = one(alicloud_ram_access_key.this[*].id)
}
