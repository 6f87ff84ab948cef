output "id" {
  value = alicloud_cms_alarm_contact.this.id
}

output "name" {
  value = alicloud_cms_alarm_contact.this.alarm_contact_name
}

output "ContactName" {
  value = alicloud_cms_alarm_contact.this.alarm_contact_name
}

output "Channels_Mail" {
  value = alicloud_cms_alarm_contact.this.channels_mail
}
