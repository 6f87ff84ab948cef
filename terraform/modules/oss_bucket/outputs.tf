output "id" {
  value = alicloud_oss_bucket.this.id
}

output "name" {
  value = alicloud_oss_bucket.this.bucket
}

output "BucketName" {
  value = alicloud_oss_bucket.this.bucket
}

output "Region" {
  value = trimprefix(alicloud_oss_bucket.this.location, "oss-")
}

output "ExtranetEndpoint" {
  value = alicloud_oss_bucket.this.extranet_endpoint
}
