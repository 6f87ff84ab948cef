output "id" {
  value = alicloud_kms_secret.this.secret_name
}

output "name" {
  value = alicloud_kms_secret.this.secret_name
}

output "SecretName" {
  value = alicloud_kms_secret.this.secret_name
}

output "Arn" {
  value = alicloud_kms_secret.this.arn
}

output "VersionId" {
  value = alicloud_kms_secret.this.version_id
}
