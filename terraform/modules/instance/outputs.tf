output "id" {
  value = alicloud_instance.this.id
}

output "name" {
  value = alicloud_instance.this.instance_name
}

output "InstanceId" {
  value = alicloud_instance.this.id
}

output "InstanceName" {
  value = alicloud_instance.this.instance_name
}

output "InstanceType" {
  value = alicloud_instance.this.instance_type
}

output "ImageId" {
  value = alicloud_instance.this.image_id
}

output "ZoneId" {
  value = alicloud_instance.this.availability_zone
}

output "VSwitchId" {
  value = alicloud_instance.this.vswitch_id
}

output "VpcId" {
  value = data.alicloud_vswitches.this.vswitches[0].vpc_id
}

output "PrivateIpAddress" {
  value = alicloud_instance.this.private_ip
}

output "Status" {
  value = alicloud_instance.this.status
}
