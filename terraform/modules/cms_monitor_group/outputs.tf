output "id" {
  value = alicloud_cms_monitor_group.this.id
}

output "name" {
  value = alicloud_cms_monitor_group.this.monitor_group_name
}

output "GroupId" {
  value = alicloud_cms_monitor_group.this.id
}

output "GroupName" {
  value = alicloud_cms_monitor_group.this.monitor_group_name
}
