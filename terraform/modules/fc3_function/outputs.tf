output "id" {
  value = alicloud_fcv3_function.this.function_name
}

output "name" {
  value = alicloud_fcv3_function.this.function_name
}

output "functionName" {
  value = alicloud_fcv3_function.this.function_name
}

output "runtime" {
  value = alicloud_fcv3_function.this.runtime
}

output "handler" {
  value = alicloud_fcv3_function.this.handler
}
