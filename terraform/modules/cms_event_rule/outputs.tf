output "id" {
  value = alicloud_cms_event_rule.this.id
}

output "name" {
  value = alicloud_cms_event_rule.this.rule_name
}

output "RuleName" {
  value = alicloud_cms_event_rule.this.rule_name
}
