output "id" {
  value = alicloud_kms_key.this.id
}

output "name" {
  value = var.AliasName != null ? var.AliasName : alicloud_kms_key.this.id
}

output "KeyId" {
  value = alicloud_kms_key.this.id
}

output "Arn" {
  value = alicloud_kms_key.this.arn
}

output "KeySpec" {
  value = alicloud_kms_key.this.key_spec
}

output "KeyState" {
  value = alicloud_kms_key.this.status
}

output "AliasName" {
  value = var.AliasName
}
