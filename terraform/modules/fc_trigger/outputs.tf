output "id" {
  value = "${var.serviceName}/${var.functionName}/${alicloud_fc_trigger.this.name}"
}

output "name" {
  value = alicloud_fc_trigger.this.name
}

output "triggerName" {
  value = alicloud_fc_trigger.this.name
}

output "triggerId" {
  value = alicloud_fc_trigger.this.trigger_id
}

output "triggerType" {
  value = alicloud_fc_trigger.this.type
}
