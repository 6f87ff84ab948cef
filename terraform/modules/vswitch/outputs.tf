output "id" {
  value = alicloud_vswitch.this.id
}

output "name" {
  value = alicloud_vswitch.this.vswitch_name
}

output "VSwitchId" {
  value = alicloud_vswitch.this.id
}

output "VSwitchName" {
  value = alicloud_vswitch.this.vswitch_name
}

output "VpcId" {
  value = alicloud_vswitch.this.vpc_id
}

output "ZoneId" {
  value = alicloud_vswitch.this.zone_id
}

output "CidrBlock" {
  value = alicloud_vswitch.this.cidr_block
}
