output "id" {
  value = alicloud_ram_policy.this.policy_name
}

output "name" {
  value = alicloud_ram_policy.this.policy_name
}

output "PolicyName" {
  value = alicloud_ram_policy.this.policy_name
}

output "PolicyType" {
  value = "Custom"
}
