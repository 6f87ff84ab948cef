output "id" {
  value = alicloud_cms_metric_rule_template.this.id
}

output "name" {
  value = alicloud_cms_metric_rule_template.this.metric_rule_template_name
}

output "TemplateId" {
  value = alicloud_cms_metric_rule_template.this.id
}
