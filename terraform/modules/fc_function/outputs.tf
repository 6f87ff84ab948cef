output "id" {
  value = "${alicloud_fc_function.this.service}/${alicloud_fc_function.this.name}"
}

output "name" {
  value = alicloud_fc_function.this.name
}

output "functionName" {
  value = alicloud_fc_function.this.name
}

output "functionId" {
  value = alicloud_fc_function.this.function_id
}

output "serviceName" {
  value = alicloud_fc_function.this.service
}

output "runtime" {
  value = alicloud_fc_function.this.runtime
}

output "handler" {
  value = alicloud_fc_function.this.handler
}
