output "id" {
  value = alicloud_cms_alarm.this.id
}

output "name" {
  value = alicloud_cms_alarm.this.name
}

output "RuleId" {
  value = alicloud_cms_alarm.this.id
}

output "RuleName" {
  value = alicloud_cms_alarm.this.name
}

output "EnableState" {
  value = tostring(alicloud_cms_alarm.this.enabled)
}
