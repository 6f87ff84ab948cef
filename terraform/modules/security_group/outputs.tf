output "id" {
  value = alicloud_security_group.this.id
}

output "name" {
  value = alicloud_security_group.this.security_group_name
}

output "SecurityGroupId" {
  value = alicloud_security_group.this.id
}

output "SecurityGroupName" {
  value = alicloud_security_group.this.security_group_name
}

output "VpcId" {
  value = alicloud_security_group.this.vpc_id
}
