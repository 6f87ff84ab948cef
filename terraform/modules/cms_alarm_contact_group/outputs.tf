output "id" {
  value = alicloud_cms_alarm_contact_group.this.id
}

output "name" {
  value = alicloud_cms_alarm_contact_group.this.alarm_contact_group_name
}

output "ContactGroupName" {
  value = alicloud_cms_alarm_contact_group.this.alarm_contact_group_name
}
