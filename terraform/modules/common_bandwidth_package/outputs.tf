output "id" {
  value = alicloud_common_bandwidth_package.this.id
}

output "name" {
  value = alicloud_common_bandwidth_package.this.bandwidth_package_name
}

output "BandwidthPackageId" {
  value = alicloud_common_bandwidth_package.this.id
}

output "Name" {
  value = alicloud_common_bandwidth_package.this.bandwidth_package_name
}

output "IpInstanceId" {
  value = var.IpInstanceId
}
